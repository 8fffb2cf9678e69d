import type { FastifyInstance } from 'fastify'
import { AppError } from '#server/lib/errors.ts'

/** Whether a parsed value (a query, the parameters) holds U+0000 anywhere. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(holdsNul)
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item))
  return false
}

/**
 * No address of the site takes a NUL character (U+0000), and PostgreSQL cannot store or compare one
 * in text: a query or a path that holds one is refused before any route reads it. (A body's fields
 * refuse it each in its own words, as control characters.)
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query)) {
      throw new AppError(
        400,
        'bad_request',
        'The request holds a NUL character (U+0000), which no field takes.',
      )
    }
  })
}
