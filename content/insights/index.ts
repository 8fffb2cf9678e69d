import { aiInBusiness } from './ai-in-business.ts'
import { communityDevelopment } from './community-development.ts'
import { cybersecurityTrends } from './cybersecurity-trends.ts'
import { dataAnalytics } from './data-analytics.ts'
import { digitalTransformation } from './digital-transformation.ts'
import { digitalTrends } from './digital-trends.ts'
import { economicTrends } from './economic-trends.ts'
import { leadershipInnovation } from './leadership-innovation.ts'
import { postElection } from './post-election.ts'
import { smartBuildings } from './smart-buildings.ts'
import { smartCitiesFuture } from './smart-cities-future.ts'
import { smartFarmingFuture } from './smart-farming-future.ts'
import { smartLogistics } from './smart-logistics.ts'
import { socialInnovation } from './social-innovation.ts'
import { sustainability } from './sustainability.ts'
import { sustainableAgriculture } from './sustainable-agriculture.ts'
import { sustainableConstruction } from './sustainable-construction.ts'
import { sustainableInfrastructure } from './sustainable-infrastructure.ts'
import { sustainableRealEstate } from './sustainable-real-estate.ts'

// Every entry of this collection, by file name. Adding a page is adding a file and a line here.
export const entries: Record<string, unknown> = {
  'ai-in-business.ts': aiInBusiness,
  'community-development.ts': communityDevelopment,
  'cybersecurity-trends.ts': cybersecurityTrends,
  'data-analytics.ts': dataAnalytics,
  'digital-transformation.ts': digitalTransformation,
  'digital-trends.ts': digitalTrends,
  'economic-trends.ts': economicTrends,
  'leadership-innovation.ts': leadershipInnovation,
  'post-election.ts': postElection,
  'smart-buildings.ts': smartBuildings,
  'smart-cities-future.ts': smartCitiesFuture,
  'smart-farming-future.ts': smartFarmingFuture,
  'smart-logistics.ts': smartLogistics,
  'social-innovation.ts': socialInnovation,
  'sustainability.ts': sustainability,
  'sustainable-agriculture.ts': sustainableAgriculture,
  'sustainable-construction.ts': sustainableConstruction,
  'sustainable-infrastructure.ts': sustainableInfrastructure,
  'sustainable-real-estate.ts': sustainableRealEstate,
}
