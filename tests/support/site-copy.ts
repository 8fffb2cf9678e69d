// A throw-away copy of the project (sharing node_modules) to change and build as `npm run build`
// builds the real one: for tests and benchmarks that need a site with other content.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export function copySite(name: string) {
  const root = resolve('.')
  const dir = mkdtempSync(join(tmpdir(), `northstar-${name}-`))
  cpSync(root, dir, {
    recursive: true,
    // The project's own folders only: content/articles/data/ is content, data/ is the database.
    filter: (source) => !/^\/(node_modules|build|data|\.git|\.astro)(\/|$)/.test(source.slice(root.length)),
  })
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  return {
    dir,
    buildDir: join(dir, 'build/client'),
    /** Builds the copy; throws with the build's own output if it fails. */
    build: () =>
      execFileSync('npm', ['run', '--silent', 'build'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: 'pipe',
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
