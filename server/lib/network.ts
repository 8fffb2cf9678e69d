import { isIPv6 } from 'node:net'

/**
 * The network a client address stands for, as rate limits count it: an IPv4 address itself, and an
 * IPv6 address's /64, which one subscriber, one host, usually holds whole (so its 2^64 addresses are
 * one visitor, not 2^64). An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is the IPv4 address.
 */
export function clientNetwork(ip: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1]!
  if (!isIPv6(ip)) return ip
  const [head = '', tail = ''] = ip.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const groups = ip.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`
}
