import { digital } from './digital.ts'
import { growthMarketing } from './growth-marketing.ts'
import { implementation } from './implementation.ts'
import { realEstate } from './real-estate.ts'
import { riskResilience } from './risk-resilience.ts'
import { sustainability } from './sustainability.ts'

// Every entry of this collection, by file name. Adding a page is adding a file and a line here.
export const entries: Record<string, unknown> = {
  'implementation.ts': implementation,
  'digital.ts': digital,
  'growth-marketing.ts': growthMarketing,
  'sustainability.ts': sustainability,
  'real-estate.ts': realEstate,
  'risk-resilience.ts': riskResilience,
}
