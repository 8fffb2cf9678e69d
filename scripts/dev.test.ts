// @module-tag full -- `npm run dev` starting Vite and the server: a minute of the full tier.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { ART_VARIANT_URL } from '#app/lib/images.ts'
import { freePort } from '#tests/support/smtp-peer.ts'
import { eventually } from '#tests/support/test-app.ts'

/** True when a server could listen on `port` now (on every address, so on localhost too). */
const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, () => probe.close(() => resolve(true)))
  })

/** A port that nothing listens on, on any address: localhost may be ::1 as well as 127.0.0.1. */
async function unusedPort() {
  for (;;) {
    const port = await freePort()
    if (await portFree(port)) return port
  }
}

const withoutVitest = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => name !== 'VITEST' && !name.startsWith('VITEST_')))

test('npm run dev shows the drawn art and the typefaces, and a SIGTERM to npm frees both its ports', async () => {
  const apiPort = await unusedPort()
  let webPort = await unusedPort()
  while (webPort === apiPort) webPort = await unusedPort()
  const dataDir = await mkdtemp(join(tmpdir(), 'northstar-dev-'))
  const output: string[] = []
  const npm = spawn('npm', ['run', '--silent', 'dev'], {
    // A group of its own, for the clean-up below should the test fail; the test itself signals npm alone.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // The environment a person's shell has: without Vitest's own marker, in whose presence Astro 7's
    // dev server serves no page (it takes itself to be inside a Vitest browser run).
    env: {
      ...withoutVitest(process.env),
      API_PORT: String(apiPort),
      DEV_PORT: String(webPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  })
  for (const stream of [npm.stdout, npm.stderr])
    stream.setEncoding('utf8').on('data', (c: string) => output.push(c))
  const web = `http://localhost:${webPort}`
  try {
    // Both are up: Astro answers, and passes /healthz on to the API.
    await eventually(
      async () => {
        if (npm.exitCode !== null) throw new Error(`npm run dev exited with ${npm.exitCode}`)
        const { status } = await fetch(`${web}/healthz`)
        if (status !== 200) throw new Error(`/healthz answered ${status}`)
      },
      { timeout: 90_000, interval: 250 },
    )

    const html = await (await fetch(`${web}/industries/education`)).text()
    const variants = [...new Set([...html.matchAll(ART_VARIANT_URL)].map(([url]) => url))]
    expect(variants).toContain('/images/hero-education-1200w.webp')
    for (const url of variants) {
      const response = await fetch(`${web}${url}`)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type'), url).toBe('image/webp')
      const { width } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
      expect(`${width}w`, url).toBe(/-(\d+w)\.webp$/.exec(url)![1])
    }

    // The typefaces, which only the build cuts: linked, their rules served, each file a WOFF2 face.
    expect(html).toContain('<link rel="stylesheet" href="/dev-fonts/fonts.css">')
    const fontCss = await (await fetch(`${web}/dev-fonts/fonts.css`)).text()
    for (const family of ['Inter', 'Source Serif']) {
      expect(fontCss).toContain(`@font-face{font-family:${family};src:url(/dev-fonts/`)
      expect(fontCss).toContain(`@font-face{font-family:${family} Fallback;`)
    }
    for (const [, url] of fontCss.matchAll(/src:url\(([^)]+)\)/g)) {
      const response = await fetch(`${web}${url}`)
      expect(response.headers.get('content-type'), url).toBe('font/woff2')
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 4)
          .toString('latin1'),
        url,
      ).toBe('wOF2')
    }

    // As a process manager or `kill` stops it: SIGTERM to npm alone, which passes it to its shell only.
    process.kill(npm.pid!, 'SIGTERM')
    await eventually(
      async () => {
        expect(await portFree(apiPort), `API port ${apiPort}`).toBe(true)
        expect(await portFree(webPort), `dev port ${webPort}`).toBe(true)
      },
      { timeout: 15_000, interval: 250 },
    )
  } catch (error) {
    // What the dev server said, to tell why.
    throw new Error(`${(error as Error).message}\n--- npm run dev said:\n${output.join('')}`, {
      cause: error,
    })
  } finally {
    // Should the test fail: end what is left (scripts/dev.ts, still in npm's group, ends its children).
    try {
      process.kill(-npm.pid!, 'SIGTERM')
    } catch {
      // All gone already.
    }
    await rm(dataDir, { recursive: true, force: true })
  }
}, 120_000)
