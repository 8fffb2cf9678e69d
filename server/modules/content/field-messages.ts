import { fieldNameOf, singularOf } from '#contract/field-names.ts'

/**
 * A complaint about a field as the schema gives it: zod's issue (its code and bounds), or one of
 * ours with only a message.
 */
export type FieldIssue = {
  path: PropertyKey[]
  message: string
  code?: string
  minimum?: number | bigint
  maximum?: number | bigint
  origin?: string
  inclusive?: boolean
  expected?: string
}

/** zod's own wording, which speaks of types and bounds; our schemas' messages are written for people. */
const ZOD_WORDING = /^(Invalid|Too (small|big)|Expected|Unrecognized)\b/

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of fields',
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a')
const sentence = (text: string) => {
  const trimmed = text.trim()
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}${/[.!?]$/.test(trimmed) ? '' : '.'}`
}

function valueAt(data: unknown, path: readonly PropertyKey[]) {
  let value = data
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined
    // Own fields only: a field named `constructor` is not the object's constructor.
    value = Object.hasOwn(value, part) ? (value as Record<PropertyKey, unknown>)[part as string] : undefined
  }
  return value
}

/**
 * The image an issue is about when no picture was chosen for it yet (its file, width and height all
 * missing: one thing to do, not three); null for any other issue.
 */
function unchosenImage(issue: FieldIssue, data: unknown) {
  if (!['src', 'width', 'height'].includes(String(issue.path.at(-1)))) return null
  const image = valueAt(data, issue.path.slice(0, -1)) as { src?: unknown } | undefined
  return image && typeof image === 'object' && 'alt' in image && !image.src ? issue.path.slice(0, -1) : null
}

const sizeOf = (value: unknown) =>
  typeof value === 'string' || Array.isArray(value) ? value.length : undefined

/**
 * What is wrong with a field, in words a person who sees only the form understands: the field named
 * as the form names it ("Section 2 needs a heading"), what to do, and no paths, types or zod words.
 */
export function personMessage(issue: FieldIssue, data: unknown) {
  const names = fieldNameOf(issue.path)
  const name = names.join(' › ') || 'This page'
  const last = (names.at(-1) ?? 'field').toLowerCase()
  const owner = names.slice(0, -1).join(' › ') || 'This page'
  const value = valueAt(data, issue.path)
  const size = sizeOf(value)
  const characters = (count: number) => `${count} character${count === 1 ? '' : 's'}`
  const min = Number(issue.minimum)
  const max = Number(issue.maximum)

  const image = unchosenImage(issue, data)
  if (image) return `${fieldNameOf(image).join(' › ')} needs a picture: upload a photograph.`
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  const missing =
    issue.code === 'invalid_type' ||
    issue.code === 'invalid_format' ||
    (issue.code === 'too_small' && issue.origin === 'string')
  if (!ZOD_WORDING.test(issue.message) && !(empty && missing)) {
    // Ours: "must …" reads on from the field's name; the others are sentences of their own.
    return /^(must|is|are|holds)\b/.test(issue.message)
      ? sentence(`${name} ${issue.message}`)
      : `${name}: ${sentence(issue.message)}`
  }
  if (empty && missing) {
    // An item of a list left empty: it may go as well as be filled in.
    if (typeof issue.path.at(-1) === 'number' || /^\d+$/.test(String(issue.path.at(-1))))
      return `${name} is empty: fill it in, or remove it.`
    return `${owner} needs ${article(last)} ${last}.`
  }
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array')
        return `${owner} needs at least ${min} ${min === 1 ? singularOf(last) : last}; it has ${size ?? 0}. Add ${min - (size ?? 0) === 1 ? 'one' : 'some'}.`
      if (issue.origin === 'string') return `${name} needs at least ${characters(min)}; it has ${size ?? 0}.`
      return `${name} must be ${issue.inclusive === false ? 'more than' : 'at least'} ${min}.`
    case 'too_big':
      if (issue.origin === 'array')
        return `${owner} can have at most ${max} ${max === 1 ? singularOf(last) : last}; it has ${size}. Remove ${(size ?? 0) - max === 1 ? 'one' : 'some'}.`
      if (issue.origin === 'string')
        return `${name} is too long: at most ${characters(max)}, and it has ${size}. Shorten it.`
      return `${name} must be at most ${max}.`
    case 'invalid_type':
      return `${name} must be ${KINDS[issue.expected ?? ''] ?? 'filled in as the form shows'}.`
    case 'invalid_value':
      return `${name}: choose one of the options offered.`
    case 'invalid_union':
      return `${name}: choose one of the options offered, then fill in what it asks for.`
    case 'unrecognized_keys':
      return `${name} holds a field this page does not have: remove it.`
    case 'not_multiple_of':
      return `${name} must be a whole number.`
    default:
      return `${name} is not in a form this page accepts: check it against the hint beside it.`
  }
}

/**
 * Messages by field path, `hero.title`, as the editor shows them beside each field and in its summary:
 * the first said of a field (what it must be comes before where it leads).
 */
export const fieldMessages = (issues: FieldIssue[], data: unknown) =>
  Object.fromEntries(
    issues
      .map((issue) => [
        (unchosenImage(issue, data) ?? issue.path).map(String).join('.') || '(the file)',
        personMessage(issue, data),
      ])
      .reverse(),
  )
