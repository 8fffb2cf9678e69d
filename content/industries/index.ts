import { agriculture } from './agriculture.ts'
import { buildingConstruction } from './building-construction.ts'
import { education } from './education.ts'
import { engineeringBuildingConstruction } from './engineering-building-construction.ts'
import { logisticsInfrastructure } from './logistics-infrastructure.ts'
import { realEstate } from './real-estate.ts'
import { socialSector } from './social-sector.ts'
import { technology } from './technology.ts'

// Every entry of this collection, by file name. Adding a page is adding a file and a line here.
export const entries: Record<string, unknown> = {
  'agriculture.ts': agriculture,
  'building-construction.ts': buildingConstruction,
  'education.ts': education,
  'engineering-building-construction.ts': engineeringBuildingConstruction,
  'logistics-infrastructure.ts': logisticsInfrastructure,
  'real-estate.ts': realEstate,
  'social-sector.ts': socialSector,
  'technology.ts': technology,
}
