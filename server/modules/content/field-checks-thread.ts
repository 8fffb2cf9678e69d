// The thread that checks drafts' fields (field-checks.ts): a draft's texts are read as Markdown
// here, where however long one takes, requests go on being answered.
import { parentPort } from 'node:worker_threads'
import { contentFileAt, fieldIssues } from '#content/files.ts'
import type { FieldCheck, FieldCheckDone } from './field-checks.ts'

parentPort!.postMessage('ready')
parentPort!.on('message', ({ id, ref, tokens, data }: FieldCheck) => {
  let answer: FieldCheckDone
  try {
    const file = contentFileAt(ref, tokens)
    const issues = file ? fieldIssues(file, data, tokens) : []
    answer = {
      id,
      issues: issues.map(({ path, message, ...bounds }) => ({
        path: path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
        message,
        ...pick(bounds as Record<string, unknown>),
      })),
    }
  } catch (error) {
    answer = {
      id,
      failed: error instanceof RangeError ? 'nesting' : error instanceof Error ? error.stack! : String(error),
    }
  }
  parentPort!.postMessage(answer)
})

/** What field-messages.ts reads of a zod issue besides its path and message. */
const pick = (issue: Record<string, unknown>) =>
  Object.fromEntries(
    ['code', 'minimum', 'maximum', 'origin', 'inclusive', 'expected']
      .filter((key) => Object.hasOwn(issue, key))
      .map((key) => [key, issue[key]]),
  )
