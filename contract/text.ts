import { z } from 'zod'

// Control characters have no place in what a person types, and a NUL cannot be stored in
// PostgreSQL at all. A message keeps its tabs and line breaks.
const CONTROL = /[\u0000-\u001f\u007f]/
const CONTROL_EXCEPT_LAYOUT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** A string with no control characters (tabs and line breaks too, unless `multiline`). */
export const plainText = (label: string, { multiline = false, required = `${label} is required.` } = {}) =>
  z
    .string({ error: required })
    .refine((value) => !(multiline ? CONTROL_EXCEPT_LAYOUT : CONTROL).test(value), {
      message: `${label} contains a character that cannot be typed, such as a control character.`,
    })
