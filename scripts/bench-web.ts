// `npm run bench:web`: Lighthouse (12, mobile, simulated throttling, as the CLI runs it) on one page of
// every kind, served by the production build (`npm start`), beside two references measured in the
// same run: a bare HTML page on a plain static file server (the limit of this machine) and the same
// bytes on our server (the cost of our server alone), plus the industry page of a copy of the site
// whose hero is a 4000×3000 JPEG photograph. Each run gets a fresh Chromium, as the Lighthouse CLI
// does, and pages take turns round by round, so a slow minute of the machine falls on every page
// alike. Medians of BENCH_RUNS (5) runs. Run it on a quiet machine; `--no-build` reuses the build.
import { execSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from '#tests/support/browser.ts'
import { startProductionServer } from '#tests/support/production-server.ts'
import { pageKinds } from './page-kinds.ts'
import { buildSiteWithPhotoHero, FIXTURE } from '#tests/support/raster-fixture.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/** `--only=home,article`: a subset of the page kinds, for a quick look. */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
const BARE_PATH = '/bench-bare-page'
const PHOTO_KIND = 'photo hero'
const BARE_DIR = join('build/client', BARE_PATH)
const BARE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A bare page</title><meta name="description" content="A page of plain HTML with nothing else, the fastest a page on this machine can be."></head><body><main><h1>A bare page</h1><p>Plain HTML with nothing to fetch after it: no CSS, no script, no image.</p></main></body></html>'

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' })

type Run = {
  perf: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  a11y: number
  bp: number
  seo: number
  js: number
  /**
   * The scripts asked for by the page's load event: what loading the page costs, apart from an
   * island woken later (the carousel wakes at an idle moment after load, inside a long trace).
   */
  jsByLoad: number
  /** Lighthouse's main-thread work (wall clock, all categories). */
  work: number
  /** CPU time of the page's main thread while Lighthouse watched, and of its longest task. */
  cpu: number
  longestTask: number
}

type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  dur?: number
  tdur?: number
  args?: { beginData?: { url?: string } }
}

/**
 * The page's own main-thread work, from Lighthouse's trace: thread (CPU) time, which unlike the
 * wall-clock durations behind TBT does not grow when this machine's two cores are busy elsewhere.
 */
function mainThreadCpu(events: TraceEvent[], url: string) {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url)
  const tasks = events.filter(
    (event) =>
      event.pid === parse?.pid && event.tid === parse.tid && event.ph === 'X' && event.name === 'RunTask',
  )
  const cpu = tasks.map((task) => (task.tdur ?? 0) / 1000)
  return { cpu: cpu.reduce((sum, ms) => sum + ms, 0), longestTask: Math.max(0, ...cpu) }
}

/** The limit: a plain static file server, one page, no header but its type. */
async function startPlainServer() {
  const plain = createServer((request, response) => {
    if (request.url !== '/') return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BARE_HTML)
  })
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(plain.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => plain.close(resolve)),
  }
}

/** One Lighthouse run in a Chromium of its own, started for it and ended after it. */
async function audit(url: string): Promise<Run> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // The Page Not Found page is measured too, though it answers 404 as it must.
      ignoreStatusCode: true,
    })
    const { categories, audits } = result!.lhr
    const trace = (result!.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100)
    const value = (key: string) => audits[key]?.numericValue ?? Number.NaN
    const items = (
      audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items
    const requests =
      (
        audits['network-requests']?.details as {
          items?: { resourceType?: string; transferSize?: number; networkRequestTime?: number }[]
        }
      )?.items ?? []
    const loadAt =
      (audits.metrics?.details as { items?: { observedLoad?: number }[] })?.items?.[0]?.observedLoad ??
      Number.POSITIVE_INFINITY
    return {
      perf: score('performance'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      js: items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
      jsByLoad: requests
        .filter((request) => request.resourceType === 'Script' && (request.networkRequestTime ?? 0) <= loadAt)
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
      work: value('mainthread-work-breakdown'),
      ...mainThreadCpu(trace.traceEvents, result!.lhr.finalDisplayedUrl),
    }
  } finally {
    chrome.kill()
  }
}

// The same bare page on our server: what our server's headers and answers cost on their own.
mkdirSync(BARE_DIR, { recursive: true })
writeFileSync(join(BARE_DIR, 'index.html'), BARE_HTML)
const photoSite = only && !only.includes(PHOTO_KIND) ? null : await buildSiteWithPhotoHero()
const server = await startProductionServer({ LOG_LEVEL: 'warn' })
const photoServer = photoSite
  ? await startProductionServer({ LOG_LEVEL: 'warn', BUILD_DIR: photoSite.buildDir })
  : server
const plain = await startPlainServer()

const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`

try {
  const pages = [
    { kind: 'bare page, plain static server', path: '/', origin: plain.origin },
    { kind: 'bare page, our server', path: BARE_PATH, origin: server.origin },
    ...pageKinds.map(({ kind, path }) => ({ kind, path, origin: server.origin })),
    { kind: PHOTO_KIND, path: FIXTURE.path, origin: photoServer.origin },
  ].filter((page) => !only || only.includes(page.kind) || page.kind.startsWith('bare'))
  const runs = new Map(pages.map((page) => [page, [] as Run[]]))
  for (let round = 1; round <= RUNS; round++) {
    process.stderr.write(`round ${round} of ${RUNS}: `)
    for (const page of pages) {
      // A run Lighthouse could not finish (no paint recorded) is tried once more.
      for (let tries = 0; tries < 2; tries++) {
        const run = await audit(new URL(page.path, page.origin).href)
        if (!Number.isFinite(run.lcp) || !Number.isFinite(run.tbt)) continue
        runs.get(page)!.push(run)
        break
      }
      process.stderr.write('.')
    }
    process.stderr.write('\n')
  }

  console.log(`Lighthouse, a fresh Chromium per run, pages in turn, ${RUNS} rounds; medians (TBT: min-max)`)
  console.log(
    `| page | path | perf | FCP | LCP | TBT | CLS | a11y | best pr. | SEO | JS transferred | JS by load | main-thread work | main-thread CPU | longest task (CPU) |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
  )
  for (const page of pages) {
    const done = runs.get(page)!
    if (done.length === 0) {
      console.log(`| ${page.kind} | ${page.path} | Lighthouse could not measure this page |`)
      continue
    }
    const m = (key: keyof Run) => median(done.map((run) => run[key]))
    const tbts = sorted(done.map((run) => Math.round(run.tbt)))
    console.log(
      `| ${page.kind} | ${page.path} | ${m('perf')} | ${s(m('fcp'))} | ${s(m('lcp'))} | ${Math.round(m('tbt'))} ms (${tbts[0]}-${tbts.at(-1)}) | ${m('cls').toFixed(3)} | ${m('a11y')} | ${m('bp')} | ${m('seo')} | ${(m('js') / 1024).toFixed(1)} KB | ${(m('jsByLoad') / 1024).toFixed(1)} KB | ${Math.round(m('work'))} ms | ${Math.round(m('cpu'))} ms | ${Math.round(m('longestTask'))} ms |`,
    )
  }
} finally {
  await plain.stop()
  await server.stop()
  if (photoSite) {
    await photoServer.stop()
    photoSite.remove()
  }
  rmSync(BARE_DIR, { recursive: true, force: true })
}
