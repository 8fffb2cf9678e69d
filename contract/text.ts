import { z } from 'zod'

// Control characters have no place in what a person types, and a NUL cannot be stored in
// PostgreSQL at all. A message keeps its tabs and line breaks.
const CONTROL = /\p{Cc}/u
const CONTROL_EXCEPT_LAYOUT = /(?![\t\n\r])\p{Cc}/u

/** A string with no control characters (tabs and line breaks too, unless `multiline`). */
export const plainText = (label: string, { multiline = false, required = `${label} is required.` } = {}) =>
  z
    .string({ error: required })
    .refine((value) => !(multiline ? CONTROL_EXCEPT_LAYOUT : CONTROL).test(value), {
      message: `${label} contains a character that cannot be typed, such as a control character.`,
    })
