// A site's folder of files. A publish's site starts as hard links to the live site's files (writer/write-site.ts): cheap at
// any size, and the pages it does not render again stay the same files. A file of it is therefore
// replaced, never written in place: the live site would change with it.
import { copyFileSync, linkSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** Every file under `dir` (a large site's build holds tens of thousands), by its full path. */
export function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Makes `to` a tree of the same folders as `from`, each file a hard link to `from`'s. */
export function linkTree(from: string, to: string) {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    const target = join(to, relative(from, join(entry.parentPath, entry.name)))
    if (entry.isDirectory()) mkdirSync(target, { recursive: true })
    else linkSync(join(entry.parentPath, entry.name), target)
  }
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
