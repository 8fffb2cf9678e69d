// The thread that writes counted visits into a SQLite file (server/modules/analytics/count-writer.ts):
// on its own connection, so the inserts and the wait for the disk are off the thread that answers
// requests. Counts may be lost to a power cut, as the policy allows ("a failed write loses counts"):
// this connection commits without waiting for the disk (synchronous NORMAL), the site's data still does.
import SQLite from 'better-sqlite3'
import { parentPort, workerData } from 'node:worker_threads'
import type { CountBatch, CountWritten } from './count-writer.ts'
import { EVENT_COLUMNS } from './events.ts'

/** Rows per statement: binding them together costs half of binding them one by one. */
const ROWS = 50
const WIDTH = EVENT_COLUMNS.length

const db = new SQLite(workerData as string)
db.pragma('synchronous = NORMAL')
db.pragma('busy_timeout = 5000')
const addName = db.prepare('insert into analytics_names (id, name) values (?, ?) on conflict (id) do nothing')
const columns = EVENT_COLUMNS.map((name) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`))
const addEvents = (rows: number) =>
  db.prepare(
    `insert into analytics_events (${columns.join(', ')}) values ` +
      Array.from({ length: rows }, () => `(${columns.map(() => '?').join(', ')})`).join(', '),
  )
const addFull = addEvents(ROWS)

const write = db.transaction(({ names, events }: CountBatch) => {
  for (const name of names) addName.run(name)
  // The values in rows of WIDTH; NaN stands for null.
  const values = Array.from(events, (value) => (Number.isNaN(value) ? null : value))
  const full = Math.floor(values.length / (WIDTH * ROWS)) * WIDTH * ROWS
  for (let i = 0; i < full; i += WIDTH * ROWS) addFull.run(values.slice(i, i + WIDTH * ROWS))
  if (full < values.length) addEvents((values.length - full) / WIDTH).run(values.slice(full))
})

parentPort!.on('message', (batch: CountBatch | null) => {
  if (!batch) {
    db.close()
    return parentPort!.close()
  }
  let written: CountWritten
  try {
    write(batch)
    written = { id: batch.id }
  } catch (error) {
    written = { id: batch.id, error: String(error) }
  }
  parentPort!.postMessage(written)
})
