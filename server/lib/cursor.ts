import { RecordIdSchema } from '#contract/admin.ts'
import { AppError } from './errors.ts'

/** Where a list, newest first, goes on: the time and id of the last row of the page before. */
export type Cursor = { at: string; id: string }

export const encodeCursor = (cursor: Cursor) => Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url')

/**
 * The cursor we gave, or a 400 for anything else (what a person who edited the address sees). Ids
 * are record ids unless `isId` says what else the list's are.
 */
export function decodeCursor(
  value: string,
  message = 'This page link is not valid. Reload the page.',
  isId = (id: string) => RecordIdSchema.safeParse(id).success,
): Cursor {
  const [at, id, ...rest] = Buffer.from(value, 'base64url').toString().split('|')
  if (!at || Number.isNaN(Date.parse(at)) || id === undefined || !isId(id) || rest.length > 0) {
    throw new AppError(400, 'invalid_request', message)
  }
  return { at, id: id! }
}
