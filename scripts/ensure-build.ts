// `npm start` runs this first (and the tests, through tests/support/global-setup.ts): it builds when
// there is no build, or when the sources changed since the last one began, and says why.
// `npm run build` calls it with `begun` and `done` around the build, to leave the time it began.
import { execSync } from 'node:child_process'
import { buildState, markBuildBegun, markBuildDone } from './build-state.ts'

/**
 * Builds unless the build is fresh; returns what was found. With `rebuild: false` an existing build
 * that is out of date is served as it is, with a warning: a production instance does not build at
 * start (its checkout may be read-only, and the other instances starting beside it read the same
 * build), the deployment builds before it restarts them (docs/deploy.md).
 */
export function ensureBuild({ rebuild = true } = {}) {
  const state = buildState()
  if (!state.stale) return state
  if (!rebuild && !state.missing) {
    console.warn(
      `\nWARNING: the production build is out of date (${state.reason}); serving it anyway.` +
        '\nRun "npm run build", then restart.\n',
    )
    return state
  }
  console.log(`\nThe production build is out of date: ${state.reason}. Running "npm run build" first.\n`)
  // A production build whoever asks: the tests run with NODE_ENV=test, which would give React's
  // development build.
  execSync('npm run build', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  return state
}

// Run as a script, not imported by the tests' setup.
if (process.argv[1]?.endsWith('ensure-build.ts')) {
  const command = process.argv[2]
  if (command === 'begun') markBuildBegun()
  else if (command === 'done') markBuildDone()
  // The tests checked the build once as they began; their servers must not rebuild it under them.
  else if (!process.env.SKIP_BUILD_CHECK) ensureBuild({ rebuild: process.env.NODE_ENV !== 'production' })
}
