import { randomUUID } from 'node:crypto'
import { AjvCompiler, type Ajv, type ErrorObject } from '@fastify/ajv-compiler'

// What a client reads from an OpenAPI 3.1 document, and how it builds requests and checks answers
// from it alone.

export type JsonSchema = {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  examples?: unknown[]
  default?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
}
type Media = { schema: JsonSchema; example?: unknown }
export type Answer = {
  description: string
  content?: Record<string, Media>
  headers?: Record<string, { schema: JsonSchema }>
}
export type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie'
  name: string
  required?: boolean
  schema: JsonSchema
  example?: unknown
}
export type Operation = {
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content: Record<string, Media> }
  responses: Record<string, Answer>
  security?: Record<string, string[]>[]
}
export type SecurityScheme = { type: string; in: 'cookie' | 'header' | 'query'; name: string }
export type OpenApiDocument = {
  openapi: string
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, SecurityScheme> }
}

/** Every operation of the document, as `METHOD /path` with where it sits in the document. */
export const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
      at: ['paths', path, method],
    })),
  )
export type DocumentedOperation = ReturnType<typeof operationsOf>[number]

/**
 * Validates values against the schemas of the document, where they sit in it (so its `$ref`s
 * resolve), with the Ajv that Fastify uses, told not to coerce, fill in or remove anything.
 */
export function documentValidator(document: OpenApiDocument) {
  let ajv: Ajv | undefined
  AjvCompiler()(
    {},
    {
      customOptions: {
        strict: false,
        coerceTypes: false,
        useDefaults: false,
        removeAdditional: false,
        allErrors: true,
      },
      onCreate: (instance) => void (ajv = instance),
    },
  )
  ajv!.addSchema(document as object, 'openapi.json')
  const pointer = (at: string[]) =>
    at.map((part) => `/${encodeURIComponent(part.replaceAll('~', '~0').replaceAll('/', '~1'))}`).join('')
  return (at: string[], value: unknown) => {
    const validate = ajv!.getSchema(`openapi.json#${pointer(at)}`)
    if (!validate) throw new Error(`no schema at ${at.join(' › ')}`)
    return validate(value)
      ? []
      : (validate.errors ?? []).map((e: ErrorObject) => `${e.instancePath || '/'} ${e.message}`)
  }
}

/**
 * A value the schema accepts, made from the schema alone: its example or default when it gives one,
 * else the least that satisfies it. Objects get their required properties only; `fill` may supply
 * a value by property name (a token the client fetched).
 */
export function exampleOf(
  document: OpenApiDocument,
  schema: JsonSchema,
  fill: (name: string) => unknown = () => undefined,
): unknown {
  if (schema.$ref)
    return exampleOf(document, document.components.schemas[schema.$ref.split('/').at(-1)!]!, fill)
  if (schema.examples?.length) return schema.examples[0]
  if (schema.default !== undefined) return schema.default
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  if (schema.anyOf) return exampleOf(document, schema.anyOf[0]!, fill)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [
          name,
          fill(name) ?? exampleOf(document, schema.properties?.[name] ?? {}, fill),
        ]),
      )
    case 'array':
      return []
    case 'integer':
    case 'number':
      return schema.minimum ?? 1
    case 'boolean':
      return true
    case 'null':
      return null
    case 'string':
      if (schema.format === 'uuid') return randomUUID()
      if (schema.format === 'email') return 'someone@example.com'
      if (schema.pattern) throw new Error(`give the schema with pattern ${schema.pattern} an example`)
      return 'x'.repeat(Math.min(Math.max(schema.minLength ?? 1, 1), schema.maxLength ?? Infinity))
    default:
      throw new Error(`no example for ${JSON.stringify(schema)}`)
  }
}

/** A body as a client sends it under a media type the document lists. */
export async function encodeBody(mediaType: string, value: unknown) {
  // A file's bytes (a photograph): sent as they are; an object stands for as many bytes as it holds.
  if (!mediaType.includes('json') && !mediaType.includes('form')) {
    const payload = Buffer.isBuffer(value) ? value : Buffer.alloc(JSON.stringify(value ?? {}).length - 2)
    return { payload, contentType: mediaType }
  }
  if (mediaType === 'application/json') return { payload: JSON.stringify(value), contentType: mediaType }
  const fields = Object.entries((value ?? {}) as Record<string, unknown>).map(
    ([name, field]) => [name, String(field)] as [string, string],
  )
  if (mediaType === 'application/x-www-form-urlencoded') {
    return { payload: new URLSearchParams(fields).toString(), contentType: mediaType }
  }
  if (mediaType === 'multipart/form-data') {
    const form = new FormData()
    for (const [name, field] of fields) form.append(name, field)
    const encoded = new Response(form)
    return {
      payload: Buffer.from(await encoded.arrayBuffer()),
      contentType: encoded.headers.get('content-type')!,
    }
  }
  throw new Error(`no encoder for ${mediaType}`)
}
