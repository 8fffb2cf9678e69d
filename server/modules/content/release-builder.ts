// Builds a release of the site from given content: the content files written into a folder of their
// own, then the site written from it as `npm run build` writes it after Astro has built the renderer
// (writer/write-site.ts), by the server's warm writer (site-writer.ts), from the live site: only the
// pages the change touches are rendered again. The live site is not touched.
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { rm } from 'node:fs/promises'
import { basename, dirname, join, relative } from 'node:path'
import { buffer } from 'node:stream/consumers'
import { stripVTControlCharacters } from 'node:util'
import { create as createTar, extract as extractTar } from 'tar'
import { collectionNames, collections } from '#content/collections.ts'
import { forgetContent } from '#content/content.ts'
import type { ContentChange } from '#content/dependencies.ts'
import { writeFields } from '#content/files.ts'
import { foldersOf, isSiteWritten, readFileList, writeFileList } from '#writer/file-list.ts'
import { filesIn } from '#writer/file-tree.ts'
import { searchIndexDir } from '#writer/search-index.ts'
import type { BuildFolders } from '#writer/write-site.ts'
import { createSiteWriter } from './site-writer.ts'

/** How many previews are kept: in the database, on disk and loaded on an instance. */
export const KEPT_PREVIEWS = 5

/**
 * What a preview's archive holds beside its files: the site it follows, the content and search
 * index files it removed, and the site's files it does not have (writer/file-list.ts).
 */
const DELTA = 'delta.json'
type Delta = { base: number | null; removed: string[]; siteFilesRemoved: string[] }

/** The files under `dir`, by their path in it. */
const filesUnder = (dir: string) => filesIn(dir).map((file) => relative(dir, file))

/**
 * The files of `dir` that `base` does not have or has with other bytes, and those only `base` has.
 * A file linked to the base's (writer/file-tree.ts) is the same without being read.
 */
function differences(dir: string, base: string) {
  const files = filesUnder(dir)
  const here = new Set(files)
  const differ = files.filter((file) => {
    const [mine, other] = [join(dir, file), join(base, file)]
    if (!existsSync(other)) return true
    const [a, b] = [statSync(mine), statSync(other)]
    if (a.ino === b.ino && a.dev === b.dev) return false
    return a.size !== b.size || !readFileSync(mine).equals(readFileSync(other))
  })
  return { differ, removed: filesUnder(base).filter((file) => !here.has(file)) }
}

/** Beside a release's content folder: a digest of each file's fields, for the release after it. */
const DIGESTS = 'content-digests.json'
const digestsOf = (contentDir: string) => join(contentDir, '..', DIGESTS)
/** Each file's digest, by its fields: a release is given the same objects for the files that did not change. */
const digests = new WeakMap<Record<string, unknown>, string>()
function digestOf(data: Record<string, unknown>) {
  let digest = digests.get(data)
  if (!digest)
    digests.set(data, (digest = createHash('sha256').update(JSON.stringify(data)).digest('base64url')))
  return digest
}

/** Links `file` to `to`; false if it cannot be (it is gone). */
function linked(file: string, to: string) {
  try {
    mkdirSync(dirname(to), { recursive: true })
    linkSync(file, to)
    return true
  } catch {
    return false
  }
}

/** A content file of a release: its fields, and whether they are content/'s file as it is. */
type ContentFile = { ref: string; data: Record<string, unknown>; fromFile?: boolean }

/**
 * Writes every content file into `contentDir`. A file whose fields are those the release before
 * wrote (`base`, by their digests), or, following the base build, content/'s own file, is linked
 * to its file there, not written again: turning the fields of thousands of entries into YAML took
 * seconds of every publish, and the same text is the same file. Gives how the files differ from
 * the release before's, when its digests tell (the writer need not compare the folders).
 */
function writeContentFiles(
  contentDir: string,
  files: ContentFile[],
  base?: { dir: string; isContentFolder: boolean },
): ContentChange[] | null {
  const before =
    base && existsSync(digestsOf(base.dir))
      ? (JSON.parse(readFileSync(digestsOf(base.dir), 'utf8')) as Record<string, string>)
      : {}
  const written: Record<string, string> = {}
  const changes: ContentChange[] = []
  for (const { ref, data, fromFile } of files) {
    const digest = (written[ref] = digestOf(data))
    const same = before[ref] === digest || (base?.isContentFolder && fromFile)
    if (same && linked(join(base!.dir, ref), join(contentDir, ref))) continue
    writeFields(ref, data, contentDir)
    changes.push({ ref, kind: ref in before ? 'changed' : 'added' })
  }
  writeFileSync(digestsOf(contentDir), JSON.stringify(written))
  if (!base || base.isContentFolder || !existsSync(digestsOf(base.dir))) return null
  for (const ref of Object.keys(before)) if (!(ref in written)) changes.push({ ref, kind: 'removed' })
  return changes
}

/** A build that failed: what it said, for the person who published. */
export class BuildFailed extends Error {}

/** The lines of what the writer said that tell what went wrong: the content check's own, if it gave any. */
function reasonOf(output: string) {
  const lines = stripVTControlCharacters(output).split('\n')
  const content = lines.findIndex(
    (line) => line.includes('Invalid content') || /content\/\S+:\d*:? /.test(line),
  )
  const picked = content >= 0 ? lines.slice(content, content + 12) : lines.filter(Boolean).slice(-12)
  return picked.join('\n').trim()
}

export function createReleaseBuilder({
  releasesDir,
  baseBuild,
  projectRoot,
  environment,
  writeUploads,
  log,
  keep = 3,
}: {
  releasesDir: string
  /** The build `npm run build` made, and its content: the site before any release. */
  baseBuild: BuildFolders
  projectRoot: string
  /** The environment the build runs in: the server's own. */
  environment: Record<string, string | undefined>
  /** Writes the uploaded photographs into a folder (the files not there yet). */
  writeUploads: (dir: string) => Promise<void>
  /** Where each written site's summary goes (what was rendered, where the time went). */
  log: { info: (message: string) => void }
  /** How many releases to keep on disk beside the one being built (for a quick switch back). */
  keep?: number
}) {
  /** A release's folder is its number; a preview's is `preview-<number>`. */
  const sourceOf = (name: number | string): BuildFolders => ({
    buildDir: join(releasesDir, String(name), 'client'),
    contentDir: join(releasesDir, String(name), 'content'),
  })

  /** The number of the release whose site `source` is; null for the base build. */
  const releaseOf = (source: BuildFolders) => {
    const name = basename(dirname(source.buildDir))
    return source.buildDir === sourceOf(name).buildDir && /^\d+$/.test(name) ? Number(name) : null
  }

  // The folders being removed by prune.
  const removing = new Set<string>()

  /**
   * Removes all but the newest `keep` folders of releases, and `KEPT_PREVIEWS` of previews, in the
   * background: a large site's folder is tens of thousands of files, seconds to remove, and the
   * server answers meanwhile. A release's folder of files stays while a site kept takes files from it
   * (writer/file-list.ts); the rest of it goes. A folder not removed (the server stopped first) is
   * removed by the next prune.
   */
  function prune() {
    if (!existsSync(releasesDir)) return
    const names = readdirSync(releasesDir)
    const [kept, gone] = [[] as string[], [] as string[]]
    for (const [prefix, count] of [
      ['', keep],
      ['preview-', KEPT_PREVIEWS],
    ] as const) {
      const ids = names
        .filter((name) => new RegExp(`^${prefix}\\d+$`).test(name))
        .map((name) => Number(name.slice(prefix.length)))
        .sort((a, b) => b - a)
      kept.push(...ids.slice(0, count).map((id) => `${prefix}${id}`))
      gone.push(...ids.slice(count).map((id) => `${prefix}${id}`))
    }
    const used = new Set(kept.flatMap((name) => foldersOf(sourceOf(name).buildDir)))
    for (const name of gone) {
      const folder = join(releasesDir, name)
      const targets = !used.has(sourceOf(name).buildDir)
        ? [folder]
        : existsSync(folder)
          ? readdirSync(folder).flatMap((entry) => (entry === 'client' ? [] : [join(folder, entry)]))
          : []
      for (const target of targets) {
        if (removing.has(target)) continue
        removing.add(target)
        void rm(target, { recursive: true, force: true })
          .catch(() => undefined)
          .finally(() => removing.delete(target))
      }
    }
  }

  // Stops a build in progress when the server closes: its release is marked failed at the next start.
  let stopping = new AbortController()
  // Releases and previews each have a writer: a preview never holds up a publish.
  const newWriter = () =>
    createSiteWriter({
      projectRoot,
      environment: {
        ...environment,
        NODE_ENV: 'production',
        // The compressed copies of pages, kept between releases and previews (a publish often has the
        // pages its preview had): most pages of a publish are unchanged.
        COMPRESSION_CACHE_DIR: join(releasesDir, 'compressed'),
      },
    })
  const writers = { release: newWriter(), preview: newWriter() }

  return {
    sourceOf,
    stop() {
      stopping.abort()
      stopping = new AbortController()
      writers.release.close()
      writers.preview.close()
    },
    /**
     * What preview `name`'s folder adds to the site it was written from (`base`, the live one): its
     * files that differ from the base's, and the base's that it removed, as a compressed archive for
     * the other instances, which hold the same live site.
     */
    async pack(name: string, base: BuildFolders) {
      const dir = join(releasesDir, name)
      const own = readFileList(join(dir, 'client'))
      const delta: Delta = {
        base: releaseOf(base),
        removed: [],
        siteFilesRemoved: [...readFileList(base.buildDir).keys()].filter((file) => !own.has(file)),
      }
      // Its folder of files holds only what it wrote (writer/file-list.ts).
      const files = filesUnder(join(dir, 'client')).map((file) => join('client', file))
      for (const [part, baseDir] of [
        ['content', base.contentDir],
        ['search-index', searchIndexDir(base.buildDir)],
      ] as const) {
        const { differ, removed } = differences(join(dir, part), baseDir)
        files.push(...differ.map((file) => join(part, file)))
        delta.removed.push(...removed.map((file) => join(part, file)))
      }
      writeFileSync(join(dir, DELTA), JSON.stringify(delta))
      // gzip's quickest level: the archive is mostly the search index, tens of MB on a large site.
      return buffer(createTar({ gzip: { level: 1 }, cwd: dir }, [DELTA, ...files]))
    },

    /**
     * Unpacks a preview another instance built onto the site it was written from, which must be on
     * this instance's disk; a half-unpacked one is removed.
     */
    async unpack(name: string, archive: Buffer) {
      const dir = join(releasesDir, name)
      forgetContent(sourceOf(name).contentDir)
      rmSync(dir, { recursive: true, force: true })
      mkdirSync(dir, { recursive: true })
      try {
        await extractTar({ input: archive, cwd: dir })
        const delta = JSON.parse(readFileSync(join(dir, DELTA), 'utf8')) as Delta
        const base = delta.base === null ? baseBuild : sourceOf(delta.base)
        if (!isSiteWritten(base.buildDir))
          throw new Error(`its site (release ${delta.base}) is no longer on this instance`)
        // The files it did not change, from its base (those it wrote are there already).
        mkdirSync(join(dir, 'client'), { recursive: true })
        writeFileList(join(dir, 'client'), readFileList(base.buildDir), delta.siteFilesRemoved)
        cpSync(base.contentDir, join(dir, 'content'), { recursive: true, force: false })
        cpSync(searchIndexDir(base.buildDir), join(dir, 'search-index'), { recursive: true, force: false })
        for (const file of delta.removed) rmSync(join(dir, file), { force: true })
      } catch (error) {
        rmSync(dir, { recursive: true, force: true })
        throw error
      }
      prune()
    },

    /** Gets the writers ready to write from the live site (a member opened the editor). */
    warm(live: BuildFolders) {
      writers.release.warm(live)
      writers.preview.warm(live)
    },

    /**
     * Digests the fields of the published `files` ahead of the first release: the next one links
     * them unread (at 10,000 entries, a few hundred milliseconds of the first publish).
     */
    knowFields(files: ContentFile[]) {
      for (const { data } of files) digestOf(data)
    },

    /** Gets the writers ready to follow a release that went live. */
    follow(live: BuildFolders) {
      writers.release.follow(live)
      writers.preview.follow(live)
    },

    /** Makes an uploaded photograph's variants on the previews' writer: a preview is what comes next. */
    preparePhoto: (photo: Buffer, width: number) => writers.preview.preparePhoto(photo, width),
    /** Waits for what the writers were given so far (a photograph's variants among it). */
    settled: () => Promise.all([writers.release.settled(), writers.preview.settled()]),

    /** Whether a finished build of release (or preview) `name` is on disk. */
    has: (name: number | string) => isSiteWritten(sourceOf(name).buildDir),

    /**
     * Builds release `name` from `files` (every content file, by its place in content/), rendering
     * again only the pages of `base` (the live site) that the change touches.
     */
    async build(name: number | string, files: ContentFile[], base?: BuildFolders) {
      const source = sourceOf(name)
      forgetContent(source.contentDir)
      rmSync(join(releasesDir, String(name)), { recursive: true, force: true })
      // Every collection's folder, even an empty one: the build lists each.
      for (const name of collectionNames)
        mkdirSync(join(source.contentDir, collections[name].folder), { recursive: true })
      const changes = writeContentFiles(
        source.contentDir,
        files,
        base && { dir: base.contentDir, isContentFolder: base.contentDir === baseBuild.contentDir },
      )
      // Photographs that ship with the code, and those uploaded in the editor (kept between builds).
      const images = join(projectRoot, 'content', 'images')
      if (existsSync(images)) cpSync(images, join(source.contentDir, 'images'), { recursive: true })
      const uploads = join(releasesDir, 'uploads')
      await writeUploads(uploads)
      cpSync(uploads, join(source.contentDir, 'images', 'uploads'), { recursive: true })
      const preview = String(name).startsWith('preview-')
      // A change to the firm's facts makes every entry new (their texts fill them in): the previews'
      // writer reads the release's content while it is written, to follow it once it is live.
      if (!preview && (changes === null || changes.some(({ ref }) => ref === 'site.yaml')))
        writers.preview.readContent(source.contentDir)
      try {
        const writer = writers[preview ? 'preview' : 'release']
        const summary = await writer.write(source, base, changes, stopping.signal)
        log.info(`Content: ${name} written: ${summary}.`)
      } catch (error) {
        rmSync(join(releasesDir, String(name)), { recursive: true, force: true })
        throw new BuildFailed(reasonOf(error instanceof Error ? error.message : String(error)))
      }
      prune()
      return source
    },
  }
}

export type ReleaseBuilder = ReturnType<typeof createReleaseBuilder>
