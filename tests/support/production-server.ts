import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './smtp-peer.ts'

/**
 * Starts the production build the way the README does (`npm start`), on a free port and a fresh
 * DATA_DIR. `restart()` stops it (as a deploy or a crash would) and starts it again on the same
 * port and data.
 */
export async function startProductionServer(env: Record<string, string> = {}) {
  const port = await freePort()
  const dataDir = await mkdtemp(join(tmpdir(), 'northstar-e2e-'))
  const origin = `http://127.0.0.1:${port}`
  // Keep what the server logs (tests read the one-time setup link from it) and pass it on.
  const log: string[] = []

  async function start() {
    const child = spawn('npm', ['start', '--silent'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      log.push(chunk)
      process.stdout.write(chunk)
    })
    const deadline = Date.now() + 120_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
      if (await isReady(origin)) return child
      if (Date.now() > deadline) throw new Error('the server did not become ready in time')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  async function terminate(child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
    if (!child.pid || child.exitCode !== null) return
    process.kill(-child.pid, signal)
    // npm leaves at once; the server itself first answers what it has taken. Wait for all of them.
    const deadline = Date.now() + 20_000
    while (groupAlive(child.pid) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  let child = await start()
  return {
    origin,
    port,
    dataDir,
    log: () => log.join(''),
    /** The process group of npm and the server it started (benchmarks read their CPU time). */
    group: () => child.pid!,
    /**
     * SIGTERM is a deploy, SIGKILL a crash; `whileStopped` runs with the server down (to change its
     * data, say).
     */
    async restart({
      signal = 'SIGTERM',
      whileStopped,
    }: { signal?: 'SIGTERM' | 'SIGKILL'; whileStopped?: () => Promise<void> } = {}) {
      await terminate(child, signal)
      await whileStopped?.()
      child = await start()
    },
    async stop() {
      await terminate(child)
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** /readyz answers 200, on a connection of its own (a kept-alive one could reach a server that is stopping). */
function isReady(origin: string) {
  return new Promise<boolean>((resolve) => {
    get(`${origin}/readyz`, { agent: false }, (response) => {
      response.resume()
      resolve(response.statusCode === 200)
    }).on('error', () => resolve(false))
  })
}

/**
 * Whether a process of the group still runs. A server that has exited stays a zombie until
 * whoever adopted it (npm has left first) reaps it, and `kill(-group, 0)` counts zombies: on Linux
 * the group's members are read from /proc and the zombies left out.
 */
function groupAlive(groupId: number) {
  if (!existsSync('/proc/self/stat')) return signalReaches(groupId)
  return readdirSync('/proc').some((name) => {
    if (!/^\d+$/.test(name)) return false
    try {
      // pid (command) state ppid pgrp …: the command may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      return Number(group) === groupId && state !== 'Z'
    } catch {
      return false // it ended while the list was read
    }
  })
}

function signalReaches(groupId: number) {
  try {
    process.kill(-groupId, 0)
    return true
  } catch {
    return false
  }
}

export type ProductionServer = Awaited<ReturnType<typeof startProductionServer>>
