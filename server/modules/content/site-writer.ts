// Writes the sites of releases and previews in a thread kept warm (writer/write-site-thread.ts):
// the renderer and the content's schemas are loaded once per server, not once per publish. One site
// at a time per writer; a write that is stopped or runs too long ends its thread, and the next write
// starts another. The thread ends with the server, so a killed server leaves no build behind.
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { ContentChange } from '#content/dependencies.ts'
import type { BuildFolders } from '#writer/write-site.ts'
import type { WriteJob, WriteOutcome } from '#writer/write-site-thread.ts'

/**
 * A thread's young objects take at most this much memory: V8's default lets them grow to 100 MB and
 * more while content loads, and keeps that memory after (a tenth of a small machine per thread).
 */
const WRITER_LIMITS = { maxYoungGenerationSizeMb: 48 }

/** A write that failed: what it said (the content check's words, or the error's stack). */
export class WriteFailed extends Error {}

export function createSiteWriter({
  projectRoot,
  environment,
  timeoutMs = 8 * 60_000,
}: {
  projectRoot: string
  /** The thread's environment (its NODE_ENV, where compressed copies are kept). */
  environment: Record<string, string | undefined>
  /** A whole site writes in well under a minute here: longer means it hangs. */
  timeoutMs?: number
}) {
  let thread: Worker | null = null
  let queue: Promise<unknown> = Promise.resolve()
  // Asked to get ready, and not ended since: one warm-up is enough.
  let warming = false

  function start() {
    const worker = new Worker(join(projectRoot, 'writer/write-site-thread.ts'), {
      env: environment,
      resourceLimits: WRITER_LIMITS,
    })
    // A thread waiting for work does not keep the server's process alive.
    worker.unref()
    return worker
  }

  function end() {
    void thread?.terminate()
    thread = null
    warming = false
  }

  function run(job: WriteJob, signal: AbortSignal) {
    return new Promise<string>((resolve, reject) => {
      if (signal.aborted) return reject(new WriteFailed('The server stopped.'))
      const worker = (thread ??= start())
      const settle = (outcome: WriteOutcome | Error) => {
        clearTimeout(timer)
        signal.removeEventListener('abort', stop)
        worker.off('message', settle)
        worker.off('error', settle)
        worker.off('exit', exited)
        if (outcome instanceof Error) {
          end()
          reject(new WriteFailed(outcome.stack ?? outcome.message))
        } else if ('error' in outcome) reject(new WriteFailed(outcome.error))
        else resolve(outcome.summary)
      }
      const exited = (code: number) => settle(new Error(`The site writer ended (exit code ${code}).`))
      const stop = () => settle(new Error('The server stopped.'))
      const timer = setTimeout(
        () => settle(new Error(`The site was not written in ${timeoutMs / 60_000} minutes.`)),
        timeoutMs,
      )
      signal.addEventListener('abort', stop)
      worker.on('message', settle)
      worker.on('error', settle)
      worker.on('exit', exited)
      worker.postMessage(job)
    })
  }

  /** Runs `job` once what was queued before it is done; a failure holds up nothing after it. */
  function enqueue(job: WriteJob, signal = new AbortController().signal) {
    const done = queue.then(() => run(job, signal))
    queue = done.catch(() => undefined)
    return done
  }

  return {
    /**
     * Writes `site` from its content folder, following `base` (the live site) where it can; `changes`
     * are its content files' differences from the base's, when known.
     */
    write: (
      site: BuildFolders,
      base: BuildFolders | undefined,
      changes: ContentChange[] | null,
      signal: AbortSignal,
    ) => enqueue({ site, base, changes }, signal),
    /**
     * Starts the thread, with the renderer and the `live` site's content and record loaded, if it is
     * not running: the first publish then costs what the others do.
     */
    warm(live: BuildFolders) {
      if (thread || warming) return
      warming = true
      enqueue({ warm: live }).catch(() => undefined)
    },
    /**
     * Has a running thread read the new `live` site's content and record after what is queued: the
     * next write follows it without reading them (a site-wide change makes every entry new).
     */
    follow(live: BuildFolders) {
      if (thread) enqueue({ warm: live }).catch(() => undefined)
    },
    /** Has a running thread read a content folder after what is queued (a site another writer writes). */
    readContent(contentDir: string) {
      if (thread) enqueue({ content: contentDir }).catch(() => undefined)
    },
    /**
     * Makes an uploaded photograph's variants (`width` pixels wide), after what is queued: the write
     * queued next finds them made rather than making them itself.
     */
    preparePhoto(photo: Buffer, width: number) {
      // Should it fail, the write that needs the files makes them itself.
      enqueue({ photo, width }).catch(() => undefined)
    },
    /** Waits for what is queued so far. */
    settled: () => queue,
    /** Ends the thread (the server is closing). */
    close: end,
  }
}

export type SiteWriter = ReturnType<typeof createSiteWriter>
