// How much one address may add to the counts, so that a script sending many browser strings or
// cache-busting queries from one machine counts as a few people reading a few pages.
import { isIPv6 } from 'node:net'
import { idOf } from './events.ts'

/** One address is at most this many visitors a day: its first browsers; later ones count as one of those. */
export const VISITORS_PER_ADDRESS = 4
/** One address's page views counted in a minute; the rest that minute are not. */
export const VIEWS_PER_MINUTE = 20
/** Addresses remembered at once: beyond, a new address's views wait for the next minute, its browsers count as one. */
const REMEMBERED = 100_000

/**
 * The address counting bounds: an IPv4 address itself, an IPv6 address's network (its first 64
 * bits, what one household or office is given).
 */
export function addressOf(ip: string) {
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').replace(/%.*$/, '')
  if (!isIPv6(address)) return address
  const groupsOf = (part: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []
  const [head = '', tail] = address.split('::')
  const before = groupsOf(head)
  const after = tail === undefined ? [] : groupsOf(tail)
  const groups = [
    ...before,
    ...Array<string>(Math.max(0, 8 - before.length - after.length)).fill('0'),
    ...after,
  ]
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`
}

/**
 * Kept in memory only, by numbers made from the address and the browser string (neither is kept):
 * each instance bounds what it counts, so a site of N instances lets an address count up to N times
 * as much.
 */
export function createAddressBounds({
  visitors = VISITORS_PER_ADDRESS,
  views = VIEWS_PER_MINUTE,
}: { visitors?: number; views?: number } = {}) {
  let minute = NaN
  const viewsIn = new Map<number, number>()
  const browsersOn = new Map<number, Map<number, number[]>>()

  return {
    /** Whether a page view from this address at this time is counted: the first few of each minute are. */
    mayView(address: string, at: Date) {
      const now = Math.floor(at.getTime() / 60_000)
      if (now !== minute) {
        minute = now
        viewsIn.clear()
      }
      const key = idOf(address)
      const seen = viewsIn.get(key) ?? 0
      if (seen >= views || (seen === 0 && viewsIn.size >= REMEMBERED)) return false
      viewsIn.set(key, seen + 1)
      return true
    },

    /**
     * The browser a visitor from this address is counted as on a day: its own for the address's
     * first few browsers; a later one as one of those, the same each time.
     */
    browserOf(address: string, day: number, userAgent: string) {
      let browsers = browsersOn.get(day)
      if (!browsers) {
        browsersOn.set(day, (browsers = new Map()))
        // Yesterday's stay a little for the counts written just after midnight.
        for (const other of browsersOn.keys()) if (other < day - 1) browsersOn.delete(other)
      }
      const key = idOf(address)
      const agent = idOf(userAgent)
      let known = browsers.get(key)
      if (!known) {
        if (browsers.size >= REMEMBERED) return 0
        browsers.set(key, (known = []))
      }
      if (known.includes(agent)) return agent
      if (known.length < visitors) {
        known.push(agent)
        return agent
      }
      return known[agent % known.length]!
    },
  }
}
