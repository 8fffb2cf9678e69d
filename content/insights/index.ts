import { dataAnalytics } from './data-analytics.ts'
import { digitalTransformation } from './digital-transformation.ts'
import { economicTrends } from './economic-trends.ts'
import { leadershipInnovation } from './leadership-innovation.ts'
import { sustainability } from './sustainability.ts'

// Every entry of this collection, by file name. Adding a page is adding a file and a line here.
export const entries: Record<string, unknown> = {
  'data-analytics.ts': dataAnalytics,
  'digital-transformation.ts': digitalTransformation,
  'economic-trends.ts': economicTrends,
  'leadership-innovation.ts': leadershipInnovation,
  'sustainability.ts': sustainability,
}
