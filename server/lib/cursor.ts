import { RecordIdSchema } from '#contract/admin.ts'
import { AppError } from './errors.ts'

/** Where a list, newest first, goes on: the time and id of the last row of the page before. */
export type Cursor = { at: string; id: string }

export const encodeCursor = (cursor: Cursor) => Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url')

/** The cursor we gave, or a 400 for anything else (what a person who edited the address sees). */
export function decodeCursor(
  value: string,
  message = 'This page link is not valid. Reload the page.',
): Cursor {
  const [at, id] = Buffer.from(value, 'base64url').toString().split('|')
  if (!at || Number.isNaN(Date.parse(at)) || !RecordIdSchema.safeParse(id).success) {
    throw new AppError(400, 'invalid_request', message)
  }
  return { at, id: id! }
}
