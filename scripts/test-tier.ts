// `npm test` (the fast tier) and `npm run test:all` (every test): Vitest with the tier's filter,
// timed. `npm run test:busy` is the fast tier with two CPU-bound processes beside it, as on a
// newcomer's busy laptop: a test that waits on the wall clock fails there first. Arguments after the tier go to Vitest: `npm test -- tests/e2e/home.e2e.ts -t carousel`.
// The tiers, what each proves and how long each takes are in docs/testing.md.
import { spawn, spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const [asked = 'fast', ...vitestArgs] = process.argv.slice(2)
if (asked !== 'fast' && asked !== 'all' && asked !== 'busy') {
  throw new Error(`Unknown tier "${asked}": fast, busy or all.`)
}
const tier = asked === 'all' ? 'all' : 'fast'
const busy = asked === 'busy'

const env = { ...process.env }
if (tier === 'fast') {
  // The same run everywhere: SQLite only, and none of the suites the fast tier leaves out required.
  for (const name of [
    'TEST_DATABASE_URL',
    'TEST_REDIS_URL',
    'SCALE_OUT_REQUIRE',
    'HTML_CHECK_REQUIRE_JAVA',
  ]) {
    delete env[name]
  }
  console.log(
    'Fast tier: every test not tagged `full`, on SQLite. Every page at two widths, the HTML checker, ' +
      'copies of the site and the PostgreSQL, Redis and nginx suites: npm run test:all.',
  )
}

const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs')
// The fast tier runs two files at a time even on two cores (Vitest's default leaves one core free):
// the browser files first, longest first, beside each other or an integration file, since they mostly
// wait on the server and the browser.
const filter =
  tier === 'fast'
    ? ['--tags-filter=!full', '--maxWorkers=2', '--reporter=./tests/support/fast-tier-reporter.ts']
    : []
// Each burner spins one core until the run ends.
const burners = busy
  ? [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }))
  : []
if (busy) console.log(`With ${burners.length} CPU-bound processes beside the tests.`)
const started = performance.now()
const run = spawnSync(process.execPath, [vitest, 'run', ...filter, ...vitestArgs], { stdio: 'inherit', env })
for (const burner of burners) burner.kill('SIGKILL')
const seconds = Math.round((performance.now() - started) / 1000)
const outcome = run.status === 0 ? 'passed' : 'FAILED'
const name = busy ? 'fast tier beside two busy cores' : tier === 'fast' ? 'fast tier' : 'all tests'
console.log(
  `\n${name}: ${outcome} in ${Math.floor(seconds / 60)} min ${seconds % 60} s (build check included)`,
)
process.exit(run.status ?? 1)
