import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { createDb, migrateToLatest } from '#server/db/kysely.ts'
import { createCountWriter } from './count-writer.ts'
import { EVENT_COLUMNS } from './events.ts'

/** A page view's values in EVENT_COLUMNS' order, NaN for what it has not. */
const view = (visitor: number, path: number) =>
  EVENT_COLUMNS.map(
    (column) =>
      ({ day: 20_500, at: 1_771_000_000, kind: 0, path, visitor, entry: 1, device: 0, country: 0 })[
        column as string
      ] ?? NaN,
  )

test('the thread writes batches in order; a failed batch loses its counts and nothing else', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'northstar-count-writer-'))
  const file = join(dir, 'site.db')
  const db = createDb({ dialect: 'sqlite', file })
  const writer = createCountWriter(file)
  try {
    await migrateToLatest(db)
    // 2 ** 47 + 1: a 48-bit id is kept whole through the thread.
    const big = 2 ** 47 + 1
    await writer.write([[7, '/about']], Float64Array.from([...view(big, 7), ...view(2, 7)]))
    // A row one value short is refused by SQLite; the thread goes on.
    await expect(writer.write([], Float64Array.from(view(3, 7).slice(1)))).rejects.toThrow()
    await writer.write([[8, '/contact']], Float64Array.from(view(4, 8)))

    const rows = await db.selectFrom('analyticsEvents').select(['visitor', 'path', 'source']).execute()
    expect(rows.map((row) => [Number(row.visitor), Number(row.path), row.source])).toEqual([
      [big, 7, null],
      [2, 7, null],
      [4, 8, null],
    ])
    const names = await db.selectFrom('analyticsNames').select(['id', 'name']).orderBy('id').execute()
    expect(names.map((row) => [Number(row.id), row.name])).toEqual([
      [7, '/about'],
      [8, '/contact'],
    ])
  } finally {
    await writer.stop()
    await db.destroy()
    await rm(dir, { recursive: true, force: true })
  }
})
