import { closeSync, openSync, readSync } from 'node:fs'
import type { AddressInfo, Server } from 'node:net'

/** Listening sockets come first in the kernel's table: their lines are in its first few pages. */
const HEAD_BYTES = 64 * 1024
const LISTEN_STATE = '0A'

/**
 * How many connections wait in the kernel for this server to accept them: Linux's table of TCP
 * sockets (`/proc/net/tcp`, `tcp6`) counts them in the `rx_queue` of a listening socket. libuv
 * accepts one connection per turn of the event loop, so past its capacity an instance's queue is
 * there, unseen by any measure of its own. Null where the table cannot be read (not Linux).
 */
export function acceptQueueOf(server: Server): () => number | null {
  const head = Buffer.alloc(HEAD_BYTES)
  const read = (table: string) => {
    try {
      const fd = openSync(table, 'r')
      try {
        return head.toString('latin1', 0, readSync(fd, head, 0, HEAD_BYTES, 0))
      } finally {
        closeSync(fd)
      }
    } catch {
      return null
    }
  }
  return () => {
    const address = server.address() as AddressInfo | null
    if (!address) return null
    const port = `:${address.port.toString(16).toUpperCase().padStart(4, '0')}`
    const text = read(address.family === 'IPv6' ? '/proc/net/tcp6' : '/proc/net/tcp')
    if (text === null) return null
    let queued = 0
    for (const line of text.split('\n')) {
      // "sl local_address rem_address st tx_queue:rx_queue ...": a listener on our port.
      const [, local, , state, queues] = line.trim().split(/\s+/)
      if (state === LISTEN_STATE && local?.endsWith(port) && queues) {
        queued += Number.parseInt(queues.split(':')[1] ?? '0', 16)
      }
    }
    return queued
  }
}
