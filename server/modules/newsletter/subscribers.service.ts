import { randomUUID } from 'node:crypto'
import { setImmediate } from 'node:timers/promises'
import { parse } from 'csv-parse/sync'
import { csvOf } from '#server/lib/csv.ts'
import type { SubscribersImportBody, SubscribersImportResult, SubscribersResponse } from '#contract/admin.ts'
import { EmailSchema } from '#contract/newsletter.ts'
import type { Clock } from '#server/lib/clock.ts'
import { InvalidFieldError } from '#server/lib/errors.ts'
import { hashToken, newToken } from '#server/lib/tokens.ts'
import type { Acting, AuditLog } from '#server/modules/audit/audit.service.ts'
import type { NewsletterRepository } from './newsletter.repository.ts'
import type { NewsletterService } from './newsletter.service.ts'

type Deps = {
  subscribers: NewsletterRepository
  newsletter: Pick<NewsletterService, 'askToConfirm'>
  audit: AuditLog
  clock: Clock
  topics: () => { key: string; label: string }[]
  preferencesToken: (email: string) => string
}

/** Lines an import takes at a time. */
const IMPORT_BATCH = 500

/** Why a row of a topic keeps an import from adding it again. */
const SKIPPED: Record<string, string> = {
  confirmed: 'already receives this topic',
  pending: 'has been asked to confirm already',
  unsubscribed: 'left this topic: an import does not add them back',
  bounced: 'the address bounced',
}

/** The addresses of a CSV: the `email` column when the first line names one, else the first column. */
function addressesIn(csv: string) {
  const lines: string[][] = parse(csv, {
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
  })
  const header = lines[0]?.map((cell) => cell.toLowerCase()) ?? []
  const column = Math.max(
    0,
    header.findIndex((cell) => cell === 'email' || cell === 'e-mail'),
  )
  const start = header.some((cell) => !cell.includes('@') && /e-?mail/.test(cell)) ? 1 : 0
  return lines.slice(start).map((cells, index) => ({ line: start + index + 1, value: cells[column] ?? '' }))
}

/** The newsletter's readers for the admin: the list, an export to move elsewhere, an import. */
export function createSubscribersService(deps: Deps) {
  const { subscribers, audit, clock } = deps

  return {
    async list(): Promise<SubscribersResponse> {
      const items = await subscribers.listAll()
      const topics = deps.topics().map(({ key, label }) => ({ key, label }))
      // People, not rows: a reader of two topics is one subscriber.
      return { count: new Set(items.map((item) => item.email)).size, items, topics }
    },

    /**
     * Every confirmed reader, one a line, with their topics and when and how they said yes: what
     * another service needs to take them over. Personal data leaving the site: the audit log keeps who took it.
     */
    async exportCsv(by: Acting) {
      const readers = new Map<string, { topics: string[]; consentAt: string; consentSource: string | null }>()
      for (const row of await subscribers.listAll()) {
        if (row.status !== 'confirmed') continue
        const reader = readers.get(row.email)
        if (!reader) {
          readers.set(row.email, {
            topics: [row.topic],
            consentAt: row.confirmedAt!,
            consentSource: row.consentSource,
          })
        } else {
          reader.topics.push(row.topic)
          if (row.confirmedAt! < reader.consentAt)
            Object.assign(reader, { consentAt: row.confirmedAt!, consentSource: row.consentSource })
        }
      }
      await audit.record({ ...by, action: 'subscribers-exported', detail: { count: readers.size } })
      return csvOf(
        ['email', 'topics', 'consent_at', 'consent_source'],
        [...readers]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([email, reader]) => [
            email,
            reader.topics.sort().join(' '),
            reader.consentAt,
            reader.consentSource,
          ]),
      )
    },

    /**
     * Adds the addresses of a CSV to a topic. Nobody is subscribed without consent: either each new
     * address is asked to confirm, or the consent given elsewhere is stated (where, and when) and kept.
     */
    async importCsv(body: SubscribersImportBody, by: Acting): Promise<SubscribersImportResult> {
      if (!deps.topics().some((topic) => topic.key === body.topic)) {
        throw new InvalidFieldError('topic', `There is no topic "${body.topic}".`)
      }
      let lines: { line: number; value: string }[]
      try {
        lines = addressesIn(body.csv)
      } catch (error) {
        throw new InvalidFieldError(
          'csv',
          `The file is not CSV that can be read: ${(error as Error).message}`,
        )
      }
      const result: SubscribersImportResult = { added: 0, skipped: [], invalid: [] }
      const seen = new Set<string>()
      const now = clock()
      const { consent, topic } = body
      // In batches, each one query for the rows there are and one to add the rest; between two, the
      // server answers its other requests (a 100,000-line list held every page for most of a minute).
      for (let start = 0; start < lines.length; start += IMPORT_BATCH) {
        const batch: string[] = []
        for (const { line, value } of lines.slice(start, start + IMPORT_BATCH)) {
          const checked = EmailSchema.safeParse(value)
          if (!checked.success) {
            result.invalid.push({
              line,
              value: value.slice(0, 100),
              reason: checked.error.issues[0]!.message,
            })
            continue
          }
          const email = checked.data.toLowerCase()
          if (!seen.has(email)) batch.push(email)
          seen.add(email)
        }
        const existing = new Map((await subscribers.rowsOfTopic(batch, topic)).map((row) => [row.email, row]))
        const fresh = batch.filter((email) => !existing.has(email))
        for (const email of batch) {
          const row = existing.get(email)
          if (row) result.skipped.push({ email, reason: SKIPPED[row.status]! })
        }
        if (consent.kind === 'ask') {
          for (const email of fresh) await deps.newsletter.askToConfirm(email, topic)
        } else {
          await subscribers.insertMany(
            fresh.map((email) => ({
              id: randomUUID(),
              email,
              topic,
              status: 'confirmed' as const,
              unsubscribeTokenHash: hashToken(newToken()),
              preferencesTokenHash: hashToken(deps.preferencesToken(email)),
              consentSource: `import: ${consent.source}, ${consent.date}`,
              createdAt: now.toISOString(),
              confirmedAt: `${consent.date}T00:00:00.000Z`,
            })),
          )
        }
        result.added += fresh.length
        await setImmediate()
      }
      await audit.record({
        ...by,
        action: 'subscribers-imported',
        target: body.topic,
        detail: {
          consent: body.consent,
          added: result.added,
          skipped: result.skipped.length,
          invalid: result.invalid.length,
        },
      })
      return result
    },
  }
}

export type SubscribersService = ReturnType<typeof createSubscribersService>
