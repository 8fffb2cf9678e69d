import { z } from 'zod'

// Control characters have no place in what a person types, and a NUL cannot be stored in
// PostgreSQL at all. A message keeps its tabs and line breaks.
const CONTROL = /\p{Cc}/u
const CONTROL_EXCEPT_LAYOUT = /(?![\t\n\r])\p{Cc}/u

/**
 * Characters that show nothing yet change what a text says or how it reads: the zero-width space,
 * the word joiner, the byte order mark, and the overrides and isolates that turn the order of the
 * letters around them ("txt.exe" shown as "exe.txt"). The joiners some scripts need (U+200C, U+200D)
 * and the left-to-right and right-to-left marks are text.
 */
const INVISIBLE: Record<string, string> = {
  '\u200B': 'zero-width space',
  '\u2060': 'word joiner',
  '\uFEFF': 'zero-width no-break space',
  '\u202A': 'left-to-right embedding',
  '\u202B': 'right-to-left embedding',
  '\u202C': 'pop directional formatting',
  '\u202D': 'left-to-right override',
  '\u202E': 'right-to-left override',
  '\u2066': 'left-to-right isolate',
  '\u2067': 'right-to-left isolate',
  '\u2068': 'first strong isolate',
  '\u2069': 'pop directional isolate',
}
const INVISIBLE_CHARACTER = new RegExp(`[${Object.keys(INVISIBLE).join('')}]`)

/** The first invisible character of a text, as a person can look it up: "U+202E, right-to-left override". */
export function invisibleCharacterIn(text: string) {
  const found = INVISIBLE_CHARACTER.exec(text)?.[0]
  if (!found) return null
  const code = found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')
  return `U+${code}, ${INVISIBLE[found]}`
}

/** What a field holding one is told, after its name: "holds an invisible character (…): delete it". */
export const holdsInvisible = (character: string) => `holds an invisible character (${character}): delete it`

/** A string with no control characters (tabs and line breaks too, unless `multiline`) and none invisible. */
export const plainText = (label: string, { multiline = false, required = `${label} is required.` } = {}) =>
  z
    .string({ error: required })
    .refine((value) => !(multiline ? CONTROL_EXCEPT_LAYOUT : CONTROL).test(value), {
      message: `${label} contains a character that cannot be typed, such as a control character.`,
    })
    .superRefine((value, context) => {
      const invisible = invisibleCharacterIn(value)
      if (invisible) context.addIssue({ code: 'custom', message: `${label} ${holdsInvisible(invisible)}.` })
    })
