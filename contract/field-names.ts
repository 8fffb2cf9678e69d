// How the content editor names a field, in one place: the form labels its fields with these names,
// and the server's messages about a field use them too, so a message names the field as it is shown.

const WORDS: Record<string, string> = {
  seo: 'Search and sharing',
  cta: 'Button',
  href: 'Link',
  src: 'File',
  alt: 'Alt text',
  id: 'Reference',
  slug: 'Address',
  url: 'Web address',
  address: 'Postal address',
  translatedAddress: 'Address in this language',
  locality: 'Town or city',
  careersEmail: 'Careers e-mail',
  email: 'E-mail',
  updated: 'Update date',
}

/** A field's name for people: `heroImage` is "Hero image", `seo` is "Search and sharing". */
export function labelOf(key: string) {
  if (Object.hasOwn(WORDS, key)) return WORDS[key]!
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * A choice of a list as the form offers it: `FULL_TIME` is "Full time", `regular` is "Regular";
 * anything else (a time zone, `America/New_York`) as it is.
 */
export function choiceLabelOf(value: string) {
  if (!/^[A-Z0-9_]+$|^[a-z][a-z -]*$/.test(value)) return value
  const words = value.replaceAll('_', ' ').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** One item of a list, in lower case: "Sections" → "section", "Case studies" → "case study". */
export const singularOf = (listLabel: string) =>
  listLabel
    .toLowerCase()
    .replace(/ies$/, 'y')
    .replace(/([^s])s$/, '$1')

/** The label of a list's item: the second of "Sections" is "Section 2". */
export const itemLabelOf = (listLabel: string, index: number) =>
  `${labelOf(singularOf(listLabel))} ${index + 1}`

/**
 * A field's name as the form shows it, from its path: `sections.1.heading` is
 * ["Section 2", "Heading"], each part a label the person sees on the way to the field.
 */
export function fieldNameOf(path: readonly PropertyKey[]): string[] {
  const names: string[] = []
  for (const part of path) {
    // A list's item, by its place (a number, or its digits in a dotted path): it names the list anew.
    const index = typeof part === 'number' || /^\d+$/.test(String(part)) ? Number(part) : null
    if (index !== null && names.length > 0) names[names.length - 1] = itemLabelOf(names.at(-1)!, index)
    else names.push(labelOf(String(part)))
  }
  return names
}

/**
 * Where an entry's title is, by the first of these paths its fields have: the one field a new entry
 * asks for first, and the name the editor lists it by.
 */
export const TITLE_PATHS = [
  ['title'],
  ['hero', 'title'],
  ['heading'],
  ['label'],
  ['name'],
  ['subject'],
] as const

/** The title an entry's fields hold, at the first of the title paths they fill; undefined if none. */
export const titleIn = (data: Record<string, unknown> | null) =>
  TITLE_PATHS.map((path) =>
    path.reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object' && Object.hasOwn(node, key)
          ? (node as Record<string, unknown>)[key]
          : undefined,
      data,
    ),
  ).find((value): value is string => typeof value === 'string' && value.trim() !== '')
