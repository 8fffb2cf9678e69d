// Counted visits written into a SQLite file by a thread of their own (count-writer-thread.ts): the
// inserts, and each commit's wait for the disk, leave the thread that answers requests. Batches are
// written in the order given; the thread starts with the first and ends with the server.
import { once } from 'node:events'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'

/**
 * A batch for the thread: names as [id, name], and the raw rows' values one after the other in
 * EVENT_COLUMNS' order, NaN for null (handed over, not copied).
 */
export type CountBatch = { id: number; names: [number, string][]; events: Float64Array<ArrayBuffer> }
export type CountWritten = { id: number; error?: string }

export function createCountWriter(file: string) {
  let thread: Worker | null = null
  let next = 0
  const waiting = new Map<number, { done: () => void; failed: (error: Error) => void }>()

  function start() {
    const worker = new Worker(join(import.meta.dirname, 'count-writer-thread.ts'), {
      workerData: file,
    })
    worker.unref()
    worker.on('message', ({ id, error }: CountWritten) => {
      const batch = waiting.get(id)
      waiting.delete(id)
      if (error) batch?.failed(new Error(error))
      else batch?.done()
    })
    const ended = (error: Error) => {
      thread = null
      for (const batch of waiting.values()) batch.failed(error)
      waiting.clear()
    }
    worker.on('error', ended)
    worker.on('exit', (code) => ended(new Error(`The count writer ended (exit code ${code}).`)))
    return worker
  }

  return {
    write(names: CountBatch['names'], events: CountBatch['events']) {
      const id = next++
      return new Promise<void>((done, failed) => {
        waiting.set(id, { done, failed })
        ;(thread ??= start()).postMessage({ id, names, events } satisfies CountBatch, [events.buffer])
      })
    },

    /** After the last write: the thread closes its connection and ends. */
    async stop() {
      if (!thread) return
      const ended = once(thread, 'exit')
      thread.postMessage(null)
      await ended
    },
  }
}
