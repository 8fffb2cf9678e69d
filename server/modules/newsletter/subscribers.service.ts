import { randomUUID } from 'node:crypto'
import { setImmediate } from 'node:timers/promises'
import { parse } from 'csv-parse/sync'
import { csvOf, csvRowsOf } from '#server/lib/csv.ts'
import type {
  SubscribersImportBody,
  SubscribersImportResult,
  SubscribersQuery,
  SubscribersResponse,
} from '#contract/admin.ts'
import { EmailSchema } from '#contract/newsletter.ts'
import type { Clock } from '#server/lib/clock.ts'
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts'
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

/** Rows an export reads at a time. */
const EXPORT_BATCH = 1000

/** The export's columns. */
const EXPORT_HEADER = ['email', 'topics', 'consent_at', 'consent_source']

/**
 * A subscription's id: not every one is a UUID (the rows a migration copied to the events topic have
 * `events-` before theirs).
 */
const isSubscriptionId = (id: string) => /^[\w-]{1,100}$/.test(id)

/** The newsletter's readers for the admin: the list, an export to move elsewhere, an import. */
export function createSubscribersService(deps: Deps) {
  const { subscribers, audit, clock } = deps

  /**
   * The export's lines, a batch at a time: the confirmed rows by address, an address's rows
   * together, each reader a line with their topics and their first consent. A reader whose rows
   * end a batch is written with the next one.
   */
  async function* csvOfReaders() {
    yield csvOf(EXPORT_HEADER, [])
    type Reader = {
      email: string
      topics: string[]
      consentAt: string
      consentSource: string | null
      createdAt: string
    }
    let reader = null as Reader | null
    const line = ({ email, topics, consentAt, consentSource }: Reader) => [
      email,
      topics.sort().join(' '),
      consentAt,
      consentSource,
    ]
    for (let after: { email: string; topic: string } | null = null; ;) {
      const rows = await subscribers.rowsByAddress(after, EXPORT_BATCH)
      const done: Reader[] = []
      for (const row of rows) {
        if (row.status !== 'confirmed') continue
        const confirmedAt = row.confirmedAt!
        if (reader?.email !== row.email) {
          if (reader) done.push(reader)
          reader = {
            email: row.email,
            topics: [row.topic],
            consentAt: confirmedAt,
            consentSource: row.consentSource,
            createdAt: row.createdAt,
          }
          continue
        }
        reader.topics.push(row.topic)
        // The first consent; of two given at the same moment, the later sign-up's (as when the
        // export read the whole list, newest first).
        if (
          confirmedAt < reader.consentAt ||
          (confirmedAt === reader.consentAt && row.createdAt > reader.createdAt)
        ) {
          Object.assign(reader, {
            consentAt: confirmedAt,
            consentSource: row.consentSource,
            createdAt: row.createdAt,
          })
        }
      }
      if (done.length > 0) yield csvRowsOf(done.map(line))
      const last = rows.at(-1)
      if (rows.length < EXPORT_BATCH || !last) break
      after = { email: last.email, topic: last.topic }
    }
    if (reader) yield csvRowsOf([line(reader)])
  }

  return {
    /** One page of the subscriptions, newest first, with how many there are in all. */
    async list(query: SubscribersQuery): Promise<SubscribersResponse> {
      const after = query.cursor ? decodeCursor(query.cursor, undefined, isSubscriptionId) : undefined
      const email = query.email || undefined
      const rows = await subscribers.listPage({ email, after, limit: query.limit + 1 })
      const page = rows.slice(0, query.limit)
      const last = page.at(-1)
      const { people, subscriptions } = await subscribers.countOf(email)
      return {
        // People, not rows: a reader of two topics is one subscriber.
        count: people,
        subscriptions,
        items: page.map(({ id: _id, ...item }) => item),
        nextCursor:
          rows.length > query.limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
        topics: deps.topics().map(({ key, label }) => ({ key, label })),
      }
    },

    /**
     * Every confirmed reader, one a line, with their topics and when and how they said yes: what
     * another service needs to take them over. Personal data leaving the site: the audit log keeps
     * who took it. The file's text comes a batch of readers at a time, read from the database as it
     * is sent: the whole list is never held at once.
     */
    async exportCsv(by: Acting): Promise<AsyncIterable<string>> {
      const count = await subscribers.countConfirmedReaders()
      await audit.record({ ...by, action: 'subscribers-exported', detail: { count } })
      return csvOfReaders()
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
