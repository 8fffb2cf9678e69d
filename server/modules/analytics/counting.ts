// Counting: page views and goals as the server answers them (no script, no cookie), kept in memory
// and written in batches off the request's path, each visitor a number salted by the day.
import { randomBytes } from 'node:crypto'
import type { Goal } from '#contract/analytics.ts'
import type { Clock } from '#server/lib/clock.ts'
import { memo } from '#server/lib/memo.ts'
import type { AnalyticsRepository, EventRow } from './analytics.repository.ts'
import { countryOf } from './countries.ts'
import { addressOf, createAddressBounds } from './address-bounds.ts'
import {
  NAME_LENGTH,
  PATH_LENGTH,
  VIEW,
  cut,
  deviceOf,
  idOf,
  isPerson,
  kindOf,
  originOf,
  tagOf,
  type Visit,
} from './events.ts'

/** Every time zone's days begin on a quarter of an hour. */
const QUARTER_MS = 15 * 60 * 1000

/** A count waiting to be written: the request's parts are dropped once its row is made. */
type Waiting = {
  at: Date
  kind: number
  path: string
  visit: Visit
  tags?: { source: string | null; medium: string | null; campaign: string | null }
  search?: { query: string; found: number }
}

/** What a visitor may type that names someone: an e-mail address, a phone number. */
const PERSONAL = /@|\d[\d\s().+-]{6,}\d/

/**
 * The words of a search as counted: spaces and case made alike; words that look like an e-mail
 * address or a phone number are not kept.
 */
export const searchWords = (query: string) =>
  PERSONAL.test(query) ? WITHHELD : query.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 100)
export const WITHHELD = '(an address or a number, not kept)'

export function createCounting({
  repo,
  clock,
  dayOf,
  counting,
  log,
  isPage,
  maxWaiting,
}: {
  repo: AnalyticsRepository
  clock: Clock
  /** The firm's day of an instant. */
  dayOf: (instant: Date) => number
  /** False: nothing new is counted. */
  counting: boolean
  log: { warn: (message: string) => void }
  /** Whether an address is a page of the live site: only those are kept as the page a visitor came from. */
  isPage: (path: string) => boolean
  /** Written at once when this many wait. */
  maxWaiting: number
}) {
  let waiting: Waiting[] = []
  let writing: Promise<void> = Promise.resolve()
  // Names written by this instance already: not sent again.
  const known = new Set<number>()
  const salts = new Map<number, string>()
  const bounds = createAddressBounds()

  /** Where a visit came from, the page of the site only if it is one. */
  const originIn = (visit: Visit) => {
    const origin = originOf(visit)
    return origin.fromPath && !isPage(origin.fromPath) ? { ...origin, fromPath: null } : origin
  }

  function add(entry: Waiting) {
    if (!counting || !isPerson(entry.visit)) return
    waiting.push(entry)
    if (waiting.length >= maxWaiting) void flush()
  }

  /** Writes what waits; a failed write loses those counts and nothing else. */
  function flush() {
    const taken = waiting
    waiting = []
    writing = writing.then(async () => {
      if (taken.length === 0) return
      try {
        await write(taken)
      } catch (error) {
        log.warn(`Analytics: ${taken.length} counts were not written: ${String(error)}`)
      }
    })
    return writing
  }

  /** The salt of a day, made by whichever instance asks first, and kept here until the day ends. */
  async function saltOf(day: number) {
    let salt = salts.get(day)
    if (!salt) salts.set(day, (salt = await repo.saltOf(day, () => randomBytes(32).toString('base64'))))
    return salt
  }

  async function write(taken: Waiting[]) {
    const names = new Map<number, string>()
    // A batch names the same pages, visitors' addresses and quarters of an hour again and again.
    const nameId = memo(idOf)
    const country = memo(countryOf)
    const device = memo(deviceOf)
    const dayIn = memo((quarter: number) => dayOf(new Date(quarter * QUARTER_MS)))
    const address = memo(addressOf)
    // Every name kept is short, whatever a request sent.
    const name = (whole: string | null | undefined, max = NAME_LENGTH) => {
      if (!whole) return null
      const text = cut(whole, max)
      const id = nameId(text)
      if (!known.has(id)) names.set(id, text)
      return id
    }
    const rows: EventRow[] = []
    for (const { at, kind, path, visit, tags, search } of taken) {
      const day = dayIn(Math.floor(at.getTime() / QUARTER_MS))
      const salt = salts.get(day) ?? (await saltOf(day))
      const origin = originIn(visit)
      const from = address(visit.ip)
      rows.push({
        day,
        at: Math.floor(at.getTime() / 1000),
        kind,
        path: name(path, PATH_LENGTH)!,
        // One address is a few visitors a day at most, however many browser strings it sends.
        visitor: idOf(`${salt}|${from}|${bounds.browserOf(from, day, visit.userAgent ?? '')}`),
        entry: kind === VIEW && origin.entry ? 1 : 0,
        device: device(visit.userAgent ?? ''),
        country: country(visit.ip),
        source: name(origin.source),
        utmSource: name(tags?.source),
        utmMedium: name(tags?.medium),
        utmCampaign: name(tags?.campaign),
        fromPath: name(origin.fromPath, PATH_LENGTH),
        query: name(search?.query),
        found: search?.found ?? null,
      })
    }
    // One commit per batch: on SQLite each is a wait for the disk.
    await repo.writeCounts(names, rows)
    if (known.size > 50_000) known.clear()
    for (const id of names.keys()) known.add(id)
    if ([...salts.keys()].some((day) => day < dayOf(clock()))) await forgetOldSalts()
  }

  /** Yesterday's visitors can no longer be told apart once its salt is gone, here and in the database. */
  async function forgetOldSalts() {
    const today = dayOf(clock())
    for (const day of salts.keys()) if (day < today) salts.delete(day)
    await repo.forgetSaltsBefore(today)
  }

  return {
    /** Counts a page the server answered with 200 (a search with its words and what it found). */
    pageView(visit: Visit, path: string, params: URLSearchParams, found?: number) {
      const at = clock()
      // The first few of an address's page views each minute: a reload with a new query is one more.
      if (!counting || !isPerson(visit) || !bounds.mayView(addressOf(visit.ip), at)) return
      const tags = {
        source: tagOf(params, 'utm_source'),
        medium: tagOf(params, 'utm_medium'),
        campaign: tagOf(params, 'utm_campaign'),
      }
      add({ at, kind: VIEW, path, visit, tags })
      const query = params.get('q')
      if (found !== undefined && query?.trim()) {
        add({ at, kind: kindOf('search'), path, visit, search: { query: searchWords(query), found } })
      }
    },

    /** Counts a goal reached: a message sent, a subscription confirmed, a job alert asked for. */
    goal(visit: Visit, goal: Exclude<Goal, 'search'>) {
      add({ at: clock(), kind: kindOf(goal), path: originIn(visit).fromPath ?? '/', visit })
    },

    flush,
    forgetOldSalts,
  }
}
