// A draft's fields checked as the build checks them, on a thread of their own and bounded in time:
// reading a text as Markdown can take long for some texts, and a save or an open must not stop the
// instance answering everyone else meanwhile. The outcome of a draft is kept, so it is checked once.
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { contentFileAt, fieldIssues } from '#content/files.ts'
import type { SiteTokens } from '#content/site.ts'
import type { FieldIssue } from './field-messages.ts'

export type FieldCheck = { id: number; ref: string; tokens: SiteTokens; data: Record<string, unknown> }
export type FieldCheckDone = { id: number; issues: FieldIssue[] } | { id: number; failed: string }

/** What a check past its time, or one the thread could not finish, says: on the whole entry. */
export const UNCHECKED = {
  slow: 'holds a text too long or too intricate to check in time: shorten or split the text you changed last',
  nesting: 'holds quotes or lists nested too deeply to read: a quote or a list goes a level or two deep',
}

export type FieldChecksOptions = {
  /** How long one draft's check may take on its thread before it is stopped (ms). */
  timeoutMs?: number
  /** How many drafts' outcomes are kept. */
  kept?: number
}

function localIssues(ref: string, tokens: SiteTokens, data: Record<string, unknown>): FieldIssue[] {
  const file = contentFileAt(ref, tokens)
  return file ? fieldIssues(file, data, tokens) : []
}

export function createFieldChecks({ timeoutMs = 1500, kept = 200 }: FieldChecksOptions = {}) {
  let thread: { worker: Worker; ready: Promise<unknown> } | null = null
  let next = 0
  const outcomes = new Map<string, FieldIssue[]>()
  // One check at a time: each is timed on its own, and a slow one holds up only the checks behind it.
  let queue: Promise<unknown> = Promise.resolve()

  function start() {
    const worker = new Worker(join(import.meta.dirname, 'field-checks-thread.ts'), {})
    worker.unref()
    const started = { worker, ready: once(worker, 'online').then(() => once(worker, 'message')) }
    started.ready.catch(() => {})
    const ended = () => void (thread === started && (thread = null))
    worker.on('error', ended)
    worker.on('exit', ended)
    return started
  }

  async function onThread(check: Omit<FieldCheck, 'id'>) {
    const started = (thread ??= start())
    // An idle thread keeps no process alive; one that has a check to answer does, until it answers
    // (a process with nothing else to wait on, such as the publish benchmark, would end mid-check).
    started.worker.ref()
    try {
      return await checkOn(started, check)
    } finally {
      started.worker.unref()
    }
  }

  async function checkOn(
    started: { worker: Worker; ready: Promise<unknown> },
    check: Omit<FieldCheck, 'id'>,
  ) {
    // Its modules load first, untimed: the first check after a start is timed as any other.
    try {
      await started.ready
    } catch {
      if (thread === started) thread = null
      return null
    }
    const { worker } = started
    const id = next++
    return new Promise<FieldIssue[]>((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer)
        worker.off('message', answered)
        worker.off('exit', exited)
      }
      const ended = (issues: FieldIssue[]) => {
        settle()
        resolve(issues)
      }
      const failed = (error: Error) => {
        settle()
        reject(error)
      }
      const whole = (message: string): FieldIssue[] => [{ path: [], message }]
      const answered = (done: FieldCheckDone) => {
        if (done.id !== id) return
        if ('issues' in done) ended(done.issues)
        else if (done.failed === 'nesting') ended(whole(UNCHECKED.nesting))
        else failed(new Error(`A draft's check failed on its thread: ${done.failed}`))
      }
      const exited = () => ended(whole(UNCHECKED.slow))
      const timer = setTimeout(() => {
        if (thread === started) thread = null
        void worker.terminate()
        ended(whole(UNCHECKED.slow))
      }, timeoutMs)
      worker.on('message', answered)
      worker.on('exit', exited)
      worker.postMessage({ id, ...check } satisfies FieldCheck)
    })
  }

  return {
    /** The schema's complaints about a draft of `ref`, as `fieldIssues` gives them. */
    async issuesOf(ref: string, tokens: SiteTokens, data: Record<string, unknown>) {
      const key = createHash('sha256')
        .update(JSON.stringify([ref, tokens, data]))
        .digest('base64url')
      const known = outcomes.get(key)
      if (known) return known
      const checked = queue.then(() => onThread({ ref, tokens, data }))
      queue = checked
      // A thread that cannot start (a machine out of threads): checked here, as the build checks.
      const issues = (await checked) ?? localIssues(ref, tokens, data)
      outcomes.delete(key)
      outcomes.set(key, issues)
      if (outcomes.size > kept) outcomes.delete(outcomes.keys().next().value!)
      return issues
    },

    async stop() {
      const stopping = thread?.worker.terminate()
      thread = null
      await stopping
    },
  }
}

export type FieldChecks = ReturnType<typeof createFieldChecks>
