// Where a build reads and writes the files content names (a logo, a photograph, a drawing): inside
// the folder they belong to, whatever the name holds (`..`, an absolute path, an escaped one, a link
// that leads elsewhere). Content names files as the library and the shipped site give them; this
// holds even for a name that got past those checks.
import { existsSync, realpathSync } from 'node:fs'
import { dirname, resolve, sep } from 'node:path'

const inside = (root: string, path: string) => path.startsWith(root + sep)

/** The nearest folder of `path` that is there, as the disk has it (its links followed). */
function realFolderOf(path: string): string {
  const folder = dirname(path)
  if (existsSync(folder)) return realpathSync(folder)
  return folder === path ? path : realFolderOf(folder)
}

/**
 * Where the site path `path` (`/images/logo.png`) is in `dir`, for a file to be written there; null
 * when it would be outside `dir`, by its name or by a link on the way.
 */
export function pathWithin(dir: string, path: string): string | null {
  if (!existsSync(dir)) return null
  const root = realpathSync(dir)
  const file = resolve(root, `.${sep}${path}`)
  const folder = realFolderOf(file)
  if (!inside(root, file) || (folder !== root && !inside(root, folder))) return null
  if (existsSync(file) && !inside(root, realpathSync(file))) return null
  return file
}

/** The file at the site path `path` in `dir`, when it is there and inside `dir` (links followed). */
export function fileWithin(dir: string, path: string): string | null {
  const file = pathWithin(dir, path)
  return file && existsSync(file) ? file : null
}
