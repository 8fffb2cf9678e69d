// A site's files, each by its path in the site (`insights/ai/index.html`) and the folder that holds
// it. A whole build's folder holds every file. A publish's folder holds only the files it wrote, and
// beside it a list of where each file of its site is: its own folder, or a folder of a site before
// it (the live one it followed, and so on back). A publish of one entry then writes a few files and
// the list, not a folder of every file (30,000 links at 10,000 pages, a second of every publish),
// and the server loads it from the list without walking a folder. A site's folder is written once.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { filesIn } from './file-tree.ts'

/** Each file of a site by its path in the site, with the folder that holds it. */
export type FileList = Map<string, string>

/** Where the list of a site's files is kept: beside its folder, as its record is. */
const listOf = (buildDir: string) => join(buildDir, '..', 'site-files.txt')

/** The files in `dir` itself, by their paths in it. */
const ownFiles = (dir: string) => filesIn(dir).map((file) => relative(dir, file).split(sep).join('/'))

/** The files of the site in `buildDir`: from its list, or, for a whole build, its folder. */
export function readFileList(buildDir: string): FileList {
  const list = listOf(buildDir)
  if (!existsSync(list)) return new Map(ownFiles(buildDir).map((path) => [path, resolve(buildDir)]))
  const [folderLine, ...lines] = readFileSync(list, 'utf8').split('\n')
  const folders = foldersNamed(list, folderLine!)
  const files: FileList = new Map()
  for (const line of lines) {
    const space = line.indexOf(' ')
    if (space > 0) files.set(line.slice(space + 1), folders[Number(line.slice(0, space))]!)
  }
  return files
}

/** The folders the site in `buildDir` takes its files from (its list's first line alone). */
export function foldersOf(buildDir: string) {
  const list = listOf(buildDir)
  if (!existsSync(list)) return [resolve(buildDir)]
  const text = readFileSync(list, 'utf8')
  return foldersNamed(list, text.slice(0, text.indexOf('\n')))
}

/** The folders a list's first line names, relative to the list's own folder. */
const foldersNamed = (list: string, line: string) =>
  (JSON.parse(line) as string[]).map((folder) => resolve(dirname(list), folder))

/**
 * The files of the site in `buildDir`, which follows the site of `base`: the files its own folder
 * holds, over the base's without `removed`. A file of its own replaces the base's compressed copies
 * of it too (a page written anew has copies of its own, or none). Written as its list; given.
 */
export function writeFileList(buildDir: string, base: FileList, removed: Iterable<string>): FileList {
  const files = new Map(base)
  for (const path of removed) files.delete(path)
  const own = ownFiles(buildDir)
  for (const path of own) for (const copy of ['.br', '.gz']) files.delete(`${path}${copy}`)
  for (const path of own) files.set(path, resolve(buildDir))
  const folders = [...new Set(files.values())]
  const numbers = new Map(folders.map((folder, number) => [folder, number]))
  const list = listOf(buildDir)
  const lines = [...files].map(([path, folder]) => `${numbers.get(folder)} ${path}`)
  const names = folders.map((folder) => relative(dirname(list), folder))
  // Whole or not at all: the server reads the lists of the sites it keeps while a writer writes one.
  writeFileSync(`${list}.new`, [JSON.stringify(names), ...lines].join('\n'))
  renameSync(`${list}.new`, list)
  return files
}

/** Whether a site is written in `buildDir`: its list beside it, or a whole site in it. */
export const isSiteWritten = (buildDir: string) =>
  existsSync(listOf(buildDir)) || existsSync(join(buildDir, 'index.html'))

/** Removes the list beside `buildDir`: a whole site is written there. */
export const removeFileList = (buildDir: string) => rmSync(listOf(buildDir), { force: true })
