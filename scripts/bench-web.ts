// `npm run bench:web`: Lighthouse (mobile, simulated throttling) on one page of every kind, served by
// the production build (`npm start`), beside a bare HTML page served by the same server (the limit)
// and beside the industry page of a copy of the site whose hero is a 4000×3000 JPEG photograph.
// Three runs per page, medians printed. Run it on a quiet machine; `--no-build` reuses the build.
import { execSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from '#tests/support/browser.ts'
import { startProductionServer } from '#tests/support/production-server.ts'
import { pageKinds } from './page-kinds.ts'
import { buildSiteWithPhotoHero, FIXTURE } from './raster-fixture.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
/** `--only=home,article`: a subset of the page kinds, for a quick look. */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
const BARE_PATH = '/bench-bare-page'
const PHOTO_KIND = 'photo hero'
const BARE_DIR = join('build/client', BARE_PATH)

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' })

// The limit: the same server sending a page of plain text, no CSS, no script, no image.
mkdirSync(BARE_DIR, { recursive: true })
writeFileSync(
  join(BARE_DIR, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A bare page</title><meta name="description" content="A page of plain HTML with nothing else, the fastest a page on this server can be."></head><body><main><h1>A bare page</h1><p>Plain HTML, served by the same server as the site, with nothing to fetch after it.</p></main></body></html>',
)

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

const photoSite = only && !only.includes(PHOTO_KIND) ? null : await buildSiteWithPhotoHero()
const server = await startProductionServer({ LOG_LEVEL: 'warn' })
const photoServer = photoSite
  ? await startProductionServer({ LOG_LEVEL: 'warn', BUILD_DIR: photoSite.buildDir })
  : server
const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function audit(url: string): Promise<Run> {
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
    ...mainThreadCpu(trace.traceEvents, result!.lhr.finalDisplayedUrl),
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
console.log(`Lighthouse ${RUNS}× per page, mobile, simulated throttling; medians`)
console.log(
  `| page | path | perf | FCP | LCP | TBT | CLS | a11y | best pr. | SEO | JS transferred | main-thread CPU | longest task (CPU) |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
)
try {
  const pages = [
    ...pageKinds.map(({ kind, path }) => ({ kind, path, origin: server.origin })),
    { kind: PHOTO_KIND, path: FIXTURE.path, origin: photoServer.origin },
    { kind: 'bare', path: BARE_PATH, origin: server.origin },
  ]
  for (const { kind, path, origin } of pages.filter((page) => !only || only.includes(page.kind))) {
    const runs: Run[] = []
    // A run Lighthouse could not finish (no paint recorded) is run again, twice at most.
    for (let tries = 0; runs.length < RUNS && tries < RUNS + 2; tries++) {
      const run = await audit(new URL(path, origin).href)
      if (Number.isFinite(run.lcp) && Number.isFinite(run.tbt)) runs.push(run)
    }
    if (runs.length === 0) {
      console.log(`| ${kind} | ${path} | Lighthouse could not measure this page |`)
      continue
    }
    const m = (key: keyof Run) => median(runs.map((run) => run[key]))
    console.log(
      `| ${kind} | ${path} | ${m('perf')} | ${s(m('fcp'))} | ${s(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${m('a11y')} | ${m('bp')} | ${m('seo')} | ${(m('js') / 1024).toFixed(1)} KB | ${Math.round(m('cpu'))} ms | ${Math.round(m('longestTask'))} ms |`,
    )
  }
} finally {
  chrome.kill()
  await server.stop()
  if (photoSite) {
    await photoServer.stop()
    photoSite.remove()
  }
  rmSync(BARE_DIR, { recursive: true, force: true })
}
