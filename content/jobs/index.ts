// Every entry of this collection, by file name. Adding a page is adding a file and a line here.
import { cons002 } from './cons-002.ts'
import { ops003 } from './ops-003.ts'
import { tech001 } from './tech-001.ts'

export const entries: Record<string, unknown> = {
  'tech-001.ts': tech001,
  'cons-002.ts': cons002,
  'ops-003.ts': ops003,
}
