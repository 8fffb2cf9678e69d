import { ensureBuild } from '#scripts/ensure-build.ts'

/**
 * The server serves the production build, so tests need one that matches the sources: made when
 * there is none or the sources changed since it began, used as it is otherwise (CI builds once).
 * Checked once per run: the servers the tests start (`npm start`) are told not to check again, so a
 * file saved during a run never rebuilds the site under the tests (the next run builds it).
 */
export default function setup() {
  if (process.env.SKIP_BUILD_CHECK) return
  const { stale, reason } = ensureBuild()
  if (!stale) console.log(`Testing the production build in build/client: ${reason}.`)
  process.env.SKIP_BUILD_CHECK = '1'
}
