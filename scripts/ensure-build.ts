// Runs before `npm start`: a fresh clone has no build yet, so make one.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

if (!existsSync('build/client/index.html')) {
  console.log('No production build found; running "npm run build" first.')
  execSync('npm run build', { stdio: 'inherit' })
}
