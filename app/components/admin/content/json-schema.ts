// The JSON Schema the server makes from a collection's zod schema (z.toJSONSchema), as the content
// editor's form reads it: which control a field gets, its label, and an empty value to start from.

export type JsonSchema = {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: JsonSchema | boolean
  propertyNames?: JsonSchema
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  enum?: (string | number)[]
  const?: string | number | boolean
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  default?: unknown
  /** A shape's name for people (a block's: "Row of cards"), where its schema gives one. */
  title?: string
  description?: string
  /**
   * The control the content schema asks for (`.meta({ control })`): `address` (a page of the site),
   * `long-text`, `rich-text` (a formatted text, content/rich-text.ts), `image` or `logo`.
   */
  control?: 'address' | 'long-text' | 'rich-text' | 'image' | 'logo'
  /** What a formatted text may hold besides paragraphs, emphasis, links, lists and quotes. */
  headings?: number[]
  pictures?: boolean
  tables?: boolean
}

export type Fields = Record<string, unknown>

/** The options of a union told apart by one field with a fixed value (`kind: prose`), and that field. */
export function discriminatorOf(options: JsonSchema[]) {
  const first = options[0]?.properties ?? {}
  const key = Object.keys(first).find((name) =>
    options.every((option) => option.properties?.[name]?.const !== undefined),
  )
  return key ? { key, values: options.map((option) => String(option.properties![key]!.const)) } : null
}

/** The name a shape of a union goes by: its title, or the value of its telling field. */
export const shapeName = (shape: JsonSchema, value: string) => shape.title ?? value

/** A union of fixed values (`columns: 2 | 3 | 4`): its values, or null. */
export const constChoices = (schema: JsonSchema) =>
  schema.anyOf?.every((option) => option.const !== undefined)
    ? schema.anyOf.map((option) => option.const!)
    : null

/** A value to start a new field or list item from: empty texts, and the least a list must hold. */
export function emptyValue(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  const choices = constChoices(schema)
  if (choices) return choices[0]
  if (schema.oneOf?.[0]) return emptyValue(schema.oneOf[0])
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, emptyValue(schema.properties?.[key] ?? {})]),
      )
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => emptyValue(schema.items ?? {}))
    case 'number':
    case 'integer':
      return 0
    case 'boolean':
      return false
    default:
      // A date starts as today: a new insight's is usually the day it is written.
      return isDate(schema) ? new Date().toISOString().slice(0, 10) : ''
  }
}

/** A text of a sentence or more (the content schema's `Prose`): a box of several lines. */
export const isLongText = (schema: JsonSchema) => schema.control === 'long-text'

/** A date (`z.iso.date()`): a date picker. */
export const isDate = (schema: JsonSchema) => schema.format === 'date'

/** A field that holds an address on this site (the content's InternalHref): it offers the site's pages. */
export const isAddress = (schema: JsonSchema) => schema.control === 'address'

/** A formatted text: a body, a section's text, an introduction (content/rich-text.ts). */
export const isRichText = (schema: JsonSchema) => schema.control === 'rich-text'
