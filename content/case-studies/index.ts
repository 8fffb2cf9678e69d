import { schoolTrustMergerProgramme } from './school-trust-merger-programme.ts'
import { countyRoadRepairProgramme } from './county-road-repair-programme.ts'
import { waterUtilityCapitalDelivery } from './water-utility-capital-delivery.ts'
import { councilCloudMigration } from './council-cloud-migration.ts'
import { growerCooperativeDataPlatform } from './grower-cooperative-data-platform.ts'
import { invoiceAutomationFinanceTeam } from './invoice-automation-finance-team.ts'
import { agritechExportMarketEntry } from './agritech-export-market-entry.ts'
import { adultSkillsEnrolmentGrowth } from './adult-skills-enrolment-growth.ts'
import { softwarePricingReset } from './software-pricing-reset.ts'
import { universityEstateDecarbonisation } from './university-estate-decarbonisation.ts'
import { dairyCooperativeEmissionsBaseline } from './dairy-cooperative-emissions-baseline.ts'
import { manufacturerClimateReporting } from './manufacturer-climate-reporting.ts'
import { publicEstateRationalisation } from './public-estate-rationalisation.ts'
import { stationQuarterMixedUseDevelopment } from './station-quarter-mixed-use-development.ts'
import { officePortfolioSmartRetrofit } from './office-portfolio-smart-retrofit.ts'
import { foodDistributorSupplyResilience } from './food-distributor-supply-resilience.ts'
import { localAuthorityContinuityPlanning } from './local-authority-continuity-planning.ts'
import { irrigationDistrictDroughtPlan } from './irrigation-district-drought-plan.ts'
import { educationRoadmap } from './education-roadmap.ts'
import { universityTransformation } from './university-transformation.ts'
import { healthcareTraining } from './healthcare-training.ts'
import { smartCityDevelopment } from './smart-city-development.ts'
import { airportTerminal } from './airport-terminal.ts'
import { urbanTransportation } from './urban-transportation.ts'
import { greenBuilding } from './green-building.ts'
import { skyscraper } from './skyscraper.ts'
import { smartCities } from './smart-cities.ts'
import { smartIrrigation } from './smart-irrigation.ts'
import { sustainableFarming } from './sustainable-farming.ts'
import { supplyChainDigital } from './supply-chain-digital.ts'
import { youthEmployment } from './youth-employment.ts'
import { communityDevelopment } from './community-development.ts'
import { educationAccess } from './education-access.ts'
import { urbanHousing } from './urban-housing.ts'
import { commercialModernization } from './commercial-modernization.ts'
import { sustainableResidential } from './sustainable-residential.ts'
import { lastMileDelivery } from './last-mile-delivery.ts'
import { urbanInfrastructure } from './urban-infrastructure.ts'
import { globalSupplyChain } from './global-supply-chain.ts'
import { digitalTransformation } from './digital-transformation.ts'
import { aiHealthcare } from './ai-healthcare.ts'
import { cloudMigration } from './cloud-migration.ts'

// Every entry of this collection, by file name. Adding a page is adding a file and a line here.
export const entries: Record<string, unknown> = {
  'school-trust-merger-programme.ts': schoolTrustMergerProgramme,
  'county-road-repair-programme.ts': countyRoadRepairProgramme,
  'water-utility-capital-delivery.ts': waterUtilityCapitalDelivery,
  'council-cloud-migration.ts': councilCloudMigration,
  'grower-cooperative-data-platform.ts': growerCooperativeDataPlatform,
  'invoice-automation-finance-team.ts': invoiceAutomationFinanceTeam,
  'agritech-export-market-entry.ts': agritechExportMarketEntry,
  'adult-skills-enrolment-growth.ts': adultSkillsEnrolmentGrowth,
  'software-pricing-reset.ts': softwarePricingReset,
  'university-estate-decarbonisation.ts': universityEstateDecarbonisation,
  'dairy-cooperative-emissions-baseline.ts': dairyCooperativeEmissionsBaseline,
  'manufacturer-climate-reporting.ts': manufacturerClimateReporting,
  'public-estate-rationalisation.ts': publicEstateRationalisation,
  'station-quarter-mixed-use-development.ts': stationQuarterMixedUseDevelopment,
  'office-portfolio-smart-retrofit.ts': officePortfolioSmartRetrofit,
  'food-distributor-supply-resilience.ts': foodDistributorSupplyResilience,
  'local-authority-continuity-planning.ts': localAuthorityContinuityPlanning,
  'irrigation-district-drought-plan.ts': irrigationDistrictDroughtPlan,
  'education-roadmap.ts': educationRoadmap,
  'university-transformation.ts': universityTransformation,
  'healthcare-training.ts': healthcareTraining,
  'smart-city-development.ts': smartCityDevelopment,
  'airport-terminal.ts': airportTerminal,
  'urban-transportation.ts': urbanTransportation,
  'green-building.ts': greenBuilding,
  'skyscraper.ts': skyscraper,
  'smart-cities.ts': smartCities,
  'smart-irrigation.ts': smartIrrigation,
  'sustainable-farming.ts': sustainableFarming,
  'supply-chain-digital.ts': supplyChainDigital,
  'youth-employment.ts': youthEmployment,
  'community-development.ts': communityDevelopment,
  'education-access.ts': educationAccess,
  'urban-housing.ts': urbanHousing,
  'commercial-modernization.ts': commercialModernization,
  'sustainable-residential.ts': sustainableResidential,
  'last-mile-delivery.ts': lastMileDelivery,
  'urban-infrastructure.ts': urbanInfrastructure,
  'global-supply-chain.ts': globalSupplyChain,
  'digital-transformation.ts': digitalTransformation,
  'ai-healthcare.ts': aiHealthcare,
  'cloud-migration.ts': cloudMigration,
}
