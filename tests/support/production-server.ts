import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './smtp-peer.ts'

/** Starts the production build the way the README does (`npm start`), on a free port and a fresh DATA_DIR. */
export async function startProductionServer(env: Record<string, string> = {}) {
  const port = await freePort()
  const dataDir = await mkdtemp(join(tmpdir(), 'northstar-e2e-'))
  const origin = `http://127.0.0.1:${port}`
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
  // Keep what the server logs (tests read the one-time setup link from it) and pass it on.
  const log: string[] = []
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    log.push(chunk)
    process.stdout.write(chunk)
  })
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not become ready in time')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    origin,
    dataDir,
    log: () => log.join(''),
    async stop() {
      if (child.pid && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        process.kill(-child.pid, 'SIGTERM')
        await exited
      }
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
