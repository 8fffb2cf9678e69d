import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** The server serves the production build, so tests need one; make it if it is missing. */
export default function setup() {
  if (!existsSync('build/client/index.html')) execSync('npm run build', { stdio: 'inherit' })
}
