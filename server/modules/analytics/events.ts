// What one counted request says, in the numbers analytics_events stores, and which requests count.
import { hash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { isbot } from 'isbot'
import { GOALS, type Goal } from '#contract/analytics.ts'
import type { AnalyticsEventsTable } from '#server/db/schema.ts'
import { memo } from '#server/lib/memo.ts'

/**
 * What is kept of a counted request, column by column, in the words of the privacy policy
 * (content/legal/privacy.md); a test holds each against the other, so neither changes alone.
 */
export const STORED_AS: Record<keyof AnalyticsEventsTable, string> = {
  day: 'the day and the time',
  at: 'the day and the time',
  kind: 'we store that it happened',
  path: "the page's address",
  visitor: 'a visitor number',
  entry: 'whether your visit started on that page',
  device: 'the kind of device (desktop, mobile or tablet',
  country: 'the country your IP address belongs to',
  source: 'the website you came from (its name only',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  fromPath: 'the page of our site you came from',
  query: 'the words searched for',
  found: 'how many pages were found',
}

/** Every column of a raw row, in one order: a batch gives its rows' values in it. */
export const EVENT_COLUMNS = Object.keys(STORED_AS) as (keyof AnalyticsEventsTable)[]

/** And what is not, in the policy's words. */
export const NOT_STORED = [
  'It sets no cookie and runs no script in your browser',
  'stores neither your IP address nor your browser string',
  'a random value that changes every day and is then deleted',
  'unless they look like an e-mail address or a phone number',
]

/** A page view is kind 0; each goal is its place in GOALS, plus one. */
export const VIEW = 0
export const kindOf = (goal: Goal) => GOALS.indexOf(goal) + 1

export const DEVICES = ['desktop', 'mobile', 'tablet'] as const
export type Device = (typeof DEVICES)[number]

/** From the browser string, which is then dropped. */
export function deviceOf(userAgent: string): number {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 2
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 1
  return 0
}

/** An id of 48 bits made from a string's bytes: the same string, the same id, on every instance. */
export function idOf(text: string) {
  return hash('sha256', text, 'buffer').readUIntBE(0, 6)
}

/** What a request tells of itself, as much as counting needs and no more. */
export type Visit = {
  ip: string
  userAgent: string | undefined
  referer: string | undefined
  /** The site's own host names (its configured address's): a referrer from one of them is a step inside a visit. */
  hosts: readonly string[]
  /** Headers browsers send with a prefetch or a prerender nobody may look at. */
  purpose: string | undefined
}

/** The robots' list is long: each browser string is looked up once, for the many requests it sends. */
const isRobot = memo((agent: string) => isbot(agent), 5000)

/** Whether a request is a person's: not a known robot, and not a page fetched ahead of a click. */
export function isPerson(visit: Pick<Visit, 'userAgent' | 'purpose'>) {
  const agent = visit.userAgent?.trim()
  if (!agent || isRobot(agent)) return false
  return !/prefetch|prerender|preview/i.test(visit.purpose ?? '')
}

/** The longest a page's address kept may be; other names (a source, a campaign's tag, words searched for). */
export const PATH_LENGTH = 200
export const NAME_LENGTH = 100

/** A text cut to `max` UTF-16 units, never in the middle of a character. */
export function cut(text: string, max: number) {
  if (text.length <= max) return text
  return text.slice(0, /[\uD800-\uDBFF]/.test(text[max - 1]!) ? max - 1 : max)
}

/**
 * Where a visit came from: a page of the site (a step within it), another site, or nowhere. A
 * referrer is the site's only from one of its own host names (the configured ones, never the host
 * the request names), and the path kept of it is the page's, without its query, if not too long.
 */
export function originOf(visit: Pick<Visit, 'referer' | 'hosts'>) {
  if (!visit.referer) return { entry: true, source: null, fromPath: null }
  let url: URL
  try {
    url = new URL(visit.referer)
  } catch {
    return { entry: true, source: null, fromPath: null }
  }
  if (visit.hosts.includes(url.host)) {
    let path: string | null
    try {
      path = decodeURIComponent(url.pathname)
    } catch {
      path = null
    }
    return { entry: false, source: null, fromPath: path && path.length <= PATH_LENGTH ? path : null }
  }
  return { entry: true, source: cut(url.hostname.replace(/^www\./, ''), NAME_LENGTH) || null, fromPath: null }
}

/** A campaign's tag from the address, cut to a sensible length; none when it is blank. */
export function tagOf(params: URLSearchParams, name: string) {
  const value = cut(params.get(name)?.trim().toLowerCase() ?? '', NAME_LENGTH).trim()
  return value || null
}

/** The parts of a request counting reads. */
export function visitOf(request: FastifyRequest, siteHost: string): Visit {
  const { headers } = request
  const purpose = headers['sec-purpose'] ?? headers.purpose ?? headers['x-purpose'] ?? headers['x-moz']
  return {
    ip: request.ip,
    userAgent: headers['user-agent'],
    referer: headers.referer,
    // Never the request's own Host: whoever sends the request chooses it.
    hosts: [siteHost],
    purpose: Array.isArray(purpose) ? purpose.join(' ') : purpose,
  }
}
