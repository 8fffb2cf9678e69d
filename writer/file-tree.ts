// A site's folder of files. A site's folder is written once (writer/file-list.ts), and one site's
// search index takes the parts it did not change from the site before it as links to the same files
// (writer/search-index.ts): a file is therefore replaced, never written in place.
import { copyFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Every file under `dir` (a large site's build holds tens of thousands), by its full path. */
export function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Writes `file` as a new file, leaving any file linked to the old one as it was. */
export function replaceFile(file: string, data: string | Buffer) {
  rmSync(file, { force: true })
  writeFileSync(file, data)
}

/** Copies `source` to `file` as a new file (see replaceFile). */
export function replaceWithCopy(source: string, file: string) {
  rmSync(file, { force: true })
  copyFileSync(source, file)
}
