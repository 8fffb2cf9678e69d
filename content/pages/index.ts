// Every entry of this collection, by file name. Adding a page is adding a file and a line here.
import { alerts } from './alerts.ts'
import { early } from './early.ts'
import { experiencedConsultingAdvisory } from './experienced-consulting-advisory.ts'
import { experiencedEngineeringTechnical } from './experienced-engineering-technical.ts'
import { experiencedOperationsCorporate } from './experienced-operations-corporate.ts'
import { stories1 } from './stories-1.ts'
import { stories2 } from './stories-2.ts'
import { stories3 } from './stories-3.ts'
import { studentsApply } from './students-apply.ts'
import { studentsCoOpProgram } from './students-co-op-program.ts'
import { studentsGraduateProgram } from './students-graduate-program.ts'
import { studentsSummerInternship } from './students-summer-internship.ts'

export const entries: Record<string, unknown> = {
  'students-summer-internship.ts': studentsSummerInternship,
  'students-graduate-program.ts': studentsGraduateProgram,
  'students-co-op-program.ts': studentsCoOpProgram,
  'students-apply.ts': studentsApply,
  'experienced-consulting-advisory.ts': experiencedConsultingAdvisory,
  'experienced-engineering-technical.ts': experiencedEngineeringTechnical,
  'experienced-operations-corporate.ts': experiencedOperationsCorporate,
  'stories-1.ts': stories1,
  'stories-2.ts': stories2,
  'stories-3.ts': stories3,
  'early.ts': early,
  'alerts.ts': alerts,
}
