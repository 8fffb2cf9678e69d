// What the editor calls a content file: its page's title, or the label of a single file.
import { titleIn } from '#contract/field-names.ts'
import { collections } from '#content/collections.ts'
import type { ContentFile } from '#content/files.ts'

type Fields = Record<string, unknown>

/** A file's name for people: its title, heading or name, whichever it has. */
export function titleOf(data: Fields | null, fallback: string) {
  return titleIn(data)?.trim() ?? fallback
}

/** A file as a failure names it: a single file's label, or an entry's title and its collection. */
export function nameOfFile(file: ContentFile | null, ref: string, data: Fields | null) {
  if (!file) return ref
  if (file.kind === 'single') return file.label
  return `${titleOf(data, file.key)} (${collections[file.collection].label})`
}
