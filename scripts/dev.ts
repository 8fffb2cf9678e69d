// `npm run dev`: the API on API_PORT (default 3001, restarted on change) and Astro with hot reload on
// DEV_PORT (default 5173), which proxies /api and /socket.io to it (astro.config.ts).
//
// Each child runs in a process group of its own, and every way this ends ends them all: Ctrl-C, a
// SIGTERM or SIGHUP (a closed terminal), one of them stopping, or npm above us being stopped (npm
// hands a SIGTERM to the shell it runs us in, and the shell dies without passing it on).
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { astroBin } from './astro-bin.ts'

const apiPort = process.env.API_PORT ?? '3001'
const webPort = process.env.DEV_PORT ?? '5173'
/** How long a child has to stop after SIGTERM before it is killed. */
const GRACE_MS = 5000

const start = (args: string[], env: NodeJS.ProcessEnv) =>
  spawn(process.execPath, args, {
    // Its own process group, so that one signal reaches it and whatever it starts (node --watch's
    // child, esbuild). Not the terminal's: this script passes the terminal's signals on itself.
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  })

const children: ChildProcess[] = [
  start(['--watch', 'scripts/dev-api.ts'], {
    NODE_ENV: 'development',
    PORT: apiPort,
    HOST: '127.0.0.1',
    // Links in the API's mail and log lead to the pages on Astro's port.
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
  }),
  start([astroBin, 'dev', '--port', webPort], { API_PORT: apiPort }),
]

/** Sends `signal` to each child's process group: to whatever of it is still running. */
function signalAll(signal: NodeJS.Signals) {
  for (const child of children) {
    try {
      process.kill(-child.pid!, signal)
    } catch {
      // The group is gone already.
    }
  }
}

let stopping = false
function stop(exitCode = 0) {
  if (stopping) return
  stopping = true
  process.exitCode ??= exitCode
  signalAll('SIGTERM')
  setTimeout(() => signalAll('SIGKILL'), GRACE_MS).unref()
}

for (const child of children) {
  child.on('exit', (code, signal) => {
    // One of them stopping on its own stops the other: half a dev server is no use.
    stop(code ?? (signal ? 1 : 0))
  })
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop())
// Whatever ends this script, nothing it started outlives it.
process.on('exit', () => signalAll('SIGKILL'))

/** The parent of process `pid`, where /proc tells it (Linux). */
function parentOf(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return undefined
  }
}

// npm is gone (SIGTERM, SIGHUP or SIGKILL to it alone): we, or the shell npm ran us in, are handed to
// another parent. Then nobody is left to stop us, and we stop.
const parent = process.ppid
const grandparent = parentOf(parent)
setInterval(() => {
  if (process.ppid !== parent || (grandparent !== undefined && parentOf(parent) !== grandparent)) stop()
}, 500).unref()
