import { dataAnalytics } from './data-analytics.ts'
import { insightEdu } from './insight-edu.ts'
import { insightEngin } from './insight-engin.ts'
import { insightTech } from './insight-tech.ts'
import { newsInsight } from './news-insight.ts'
import { trendingNow1 } from './trending-now1.ts'
import { trendingNow2 } from './trending-now2.ts'
import { trendingNow3 } from './trending-now3.ts'

// Every article, by file name: the entry (metadata) in <name>.ts, the body in <name>.md.
export const entries: Record<string, unknown> = {
  'insight-edu.ts': insightEdu,
  'insight-tech.ts': insightTech,
  'insight-engin.ts': insightEngin,
  'news-insight.ts': newsInsight,
  'trending-now1.ts': trendingNow1,
  'trending-now2.ts': trendingNow2,
  'trending-now3.ts': trendingNow3,
  'data-analytics.ts': dataAnalytics,
}
