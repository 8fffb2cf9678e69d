import { accessibility } from './accessibility.ts'
import { privacy } from './privacy.ts'
import { terms } from './terms.ts'

// The legal pages, by file name: the entry in <slug>.ts, the body in <slug>.md.
export const entries: Record<string, unknown> = {
  'accessibility.ts': accessibility,
  'privacy.ts': privacy,
  'terms.ts': terms,
}
