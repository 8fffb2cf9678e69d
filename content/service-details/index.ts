import { agricultureAgritech } from './agriculture-agritech.ts'
import { agricultureSmartFarming } from './agriculture-smart-farming.ts'
import { agricultureSupplyChain } from './agriculture-supply-chain.ts'
import { agricultureSustainable } from './agriculture-sustainable.ts'
import { buildingConstructionCommercial } from './building-construction-commercial.ts'
import { buildingConstructionModernSolutions } from './building-construction-modern-solutions.ts'
import { buildingConstructionResidential } from './building-construction-residential.ts'
import { buildingConstructionSustainable } from './building-construction-sustainable.ts'
import { infrastructureDevelopment } from './infrastructure-development.ts'
import { logisticsSupplyChainOptimization } from './logistics-supply-chain-optimization.ts'
import { logisticsTransportationNetworks } from './logistics-transportation-networks.ts'
import { logisticsWarehouseManagement } from './logistics-warehouse-management.ts'
import { realEstateCommercialSpaces } from './real-estate-commercial-spaces.ts'
import { realEstatePropertyManagement } from './real-estate-property-management.ts'
import { realEstateResidentialDevelopment } from './real-estate-residential-development.ts'
import { realEstateSmartBuildings } from './real-estate-smart-buildings.ts'
import { socialCommunityDevelopment } from './social-community-development.ts'
import { socialImpact } from './social-impact.ts'
import { socialInnovation } from './social-innovation.ts'
import { socialPolicyAdvocacy } from './social-policy-advocacy.ts'
import { technologyAiMl } from './technology-ai-ml.ts'
import { technologyCloudSolutions } from './technology-cloud-solutions.ts'
import { technologyCybersecurity } from './technology-cybersecurity.ts'
import { technologySoftwareDevelopment } from './technology-software-development.ts'

// Every entry of this collection, by file name. Adding a page is adding a file and a line here.
export const entries: Record<string, unknown> = {
  'agriculture-agritech.ts': agricultureAgritech,
  'agriculture-smart-farming.ts': agricultureSmartFarming,
  'agriculture-supply-chain.ts': agricultureSupplyChain,
  'agriculture-sustainable.ts': agricultureSustainable,
  'building-construction-commercial.ts': buildingConstructionCommercial,
  'building-construction-modern-solutions.ts': buildingConstructionModernSolutions,
  'building-construction-residential.ts': buildingConstructionResidential,
  'building-construction-sustainable.ts': buildingConstructionSustainable,
  'infrastructure-development.ts': infrastructureDevelopment,
  'logistics-supply-chain-optimization.ts': logisticsSupplyChainOptimization,
  'logistics-transportation-networks.ts': logisticsTransportationNetworks,
  'logistics-warehouse-management.ts': logisticsWarehouseManagement,
  'real-estate-commercial-spaces.ts': realEstateCommercialSpaces,
  'real-estate-property-management.ts': realEstatePropertyManagement,
  'real-estate-residential-development.ts': realEstateResidentialDevelopment,
  'real-estate-smart-buildings.ts': realEstateSmartBuildings,
  'social-community-development.ts': socialCommunityDevelopment,
  'social-impact.ts': socialImpact,
  'social-innovation.ts': socialInnovation,
  'social-policy-advocacy.ts': socialPolicyAdvocacy,
  'technology-ai-ml.ts': technologyAiMl,
  'technology-cloud-solutions.ts': technologyCloudSolutions,
  'technology-cybersecurity.ts': technologyCybersecurity,
  'technology-software-development.ts': technologySoftwareDevelopment,
}
