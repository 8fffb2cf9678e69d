// Writes the site into a folder from a content folder, with the renderer Astro built once per deploy
// (writer/renderer.ts): every page of the table (content/pages.ts) rendered, then the steps after
// (writer/finishing.ts), on every core for a big site (writer/write-pages.ts). Given the site it
// follows (`base`: the live one, made by the same renderer), only the pages that read what changed
// are rendered again, its folder holds only the files it writes, and the rest are the base's, listed
// (writer/file-list.ts), so a publish costs what it changed: the same bytes a whole build writes
// (writer/write-site.test.ts).
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, relative } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { loadContent, type Content } from '#content/content.ts'
import { isStale, touchedKeys, type ContentChange } from '#content/dependencies.ts'
import { contentFiles, readFields } from '#content/files.ts'
import { loadSite, type SiteTokens, tokensOfSite } from '#content/site.ts'
import { fileVersion, sameFile } from '#writer/file-identity.ts'
import { joinNamedImages, noNamedImages } from './art-images.ts'
import { htmlFileOf } from './built-pages.ts'
import { siteCharacters } from './fonts.ts'
import {
  compress,
  cutFonts,
  type Fonts,
  type RenderedPage,
  writeIcons,
  writeImages,
  writeSiteFiles,
} from './finishing.ts'
import { type FileList, readFileList, removeFileList, writeFileList } from './file-list.ts'
import { filesIn } from './file-tree.ts'
import { helpersFor, type PageFinished, type PageRendered, pagesAcrossCores } from './write-pages.ts'
import { rendererDir, shippedDir } from './renderer.ts'
import { writeSearchIndex } from './search-index.ts'

/** What a site's folder was made of, page by page, kept beside it for the publish after. */
type SiteRecord = {
  /** The renderer that made it (its files' names carry their hashes). */
  renderer: string
  /** The year its footers say. */
  year: number
  fonts: Fonts
  /** The logo its icons were drawn from (site.yaml's `logo.src`). */
  logo: string
  pages: Record<string, { reads: string[]; characters: string }>
  /** The files made of the whole site (the sitemap, the feeds…), by their paths in it. */
  siteFiles?: string[]
}

/** Where a site's record is kept: beside its folder (build/, or the release's folder). */
const recordOf = (buildDir: string) => join(buildDir, '..', 'site-record.json')

/** A site's record, with its files (writer/file-list.ts). */
type Followed = { record: SiteRecord; files: FileList }

/**
 * The record this thread wrote or read last, by its file's version: a warm writer's next publish
 * follows the site it wrote before, whose record and list of files are MBs on a large site.
 */
let lastRecord: ({ file: string; version: string } & Followed) | null = null

function readRecord(buildDir: string): Followed | null {
  const file = recordOf(buildDir)
  if (!existsSync(file)) return null
  const version = fileVersion(file)
  if (lastRecord?.file === file && lastRecord.version === version) return lastRecord
  const record = JSON.parse(readFileSync(file, 'utf8')) as SiteRecord
  lastRecord = { file, version, record, files: readFileList(buildDir) }
  return lastRecord
}

function writeRecord(buildDir: string, followed: Followed) {
  const file = recordOf(buildDir)
  writeFileSync(file, JSON.stringify(followed.record))
  lastRecord = { file, version: fileVersion(file), ...followed }
}

/** Reads what following the site in `base` takes (its record and files), once. */
export const readyToFollow = (base: BuildFolders) => void readRecord(base.buildDir)

/** The renderer's identity: the names of its files, which change with their contents. */
function rendererStamp() {
  const names = readdirSync(rendererDir, { recursive: true, encoding: 'utf8' }).sort()
  return createHash('sha256').update(names.join('\n')).digest('base64url').slice(0, 16)
}

/**
 * The content files that differ between the folder `before` and the content `after`: changed, added
 * or removed. Only the files whose bytes differ are read, not the whole folder before.
 */
function changesBetween(before: string, after: Content): ContentChange[] {
  const refsIn = (root: string, tokens: SiteTokens) =>
    new Set(contentFiles(root, tokens).map(({ ref }) => ref))
  const old = refsIn(before, tokensOfSite(loadSite(before)))
  const now = refsIn(after.root, after.siteTokens)
  const same = (ref: string) =>
    sameFile(join(before, ref), join(after.root, ref)) ||
    readFileSync(join(before, ref)).equals(readFileSync(join(after.root, ref))) ||
    isDeepStrictEqual(readFields(ref, before), readFields(ref, after.root))
  return [
    ...[...now].flatMap((ref): ContentChange[] =>
      !old.has(ref) ? [{ ref, kind: 'added' }] : same(ref) ? [] : [{ ref, kind: 'changed' }],
    ),
    ...[...old].filter((ref) => !now.has(ref)).map((ref): ContentChange => ({ ref, kind: 'removed' })),
  ]
}

/**
 * What writing the site of `content` into `buildDir` takes: following `base` if it was made by this
 * renderer this year, only the pages whose reads the change touches (the content files' changes
 * `known`, or found by comparing the folders); otherwise every page.
 */
function plan(content: Content, buildDir: string, base?: BuildFolders, known?: ContentChange[] | null) {
  const renderer = rendererStamp()
  const year = new Date().getFullYear()
  const pages: RenderedPage[] = content.sitePages().map(({ path, audience, language, render }) => ({
    path,
    audience,
    language,
    render,
    file: join(buildDir, htmlFileOf(path)),
  }))
  const baseRecord = base ? readRecord(base.buildDir) : null
  const following =
    base && baseRecord?.record.renderer === renderer && baseRecord.record.year === year
      ? { ...base, ...baseRecord }
      : null
  if (!following) return { content, renderer, year, pages, following, toRender: pages }
  const changes = known ?? changesBetween(following.contentDir, content)
  const [before, now] = [Object.keys(following.record.pages), pages.map(({ path }) => path)]
  const [was, is] = [new Set(before), new Set(now)]
  const addedOrGone = [...now.filter((path) => !was.has(path)), ...before.filter((path) => !is.has(path))]
  const touched = touchedKeys(changes, !isDeepStrictEqual(before, now), addedOrGone)
  // The firm's facts fill in every text: a change to them is a change to every page.
  const everything = changes.some(({ ref }) => ref === 'site.yaml')
  const toRender = pages.filter(({ path }) => {
    const was = following.record.pages[path]
    return everything || !was || was.reads.some((key) => touched.has(key) || isStale(content, key))
  })
  return { content, renderer, year, pages, following, toRender }
}

type Plan = ReturnType<typeof plan>

/** A build's folder, and the content folder it was made from (a release serves its redirects from it). */
export type BuildFolders = { buildDir: string; contentDir: string }

/**
 * Writes the site of `contentDir` into `buildDir`. With a `base` made by this renderer this year,
 * renders only the pages whose reads the change touches (its content files' `changes` from the
 * base's, when the caller knows them); otherwise every page.
 */
export async function writeSite(
  { buildDir, contentDir }: BuildFolders,
  base?: BuildFolders,
  { helpers, changes }: { helpers?: number; changes?: ContentChange[] | null } = {},
) {
  const started = performance.now()
  // Where the time goes, step by step, for the summary.
  const steps: string[] = []
  let lap = started
  const timed = (step: string) => {
    const now = performance.now()
    steps.push(`${step} ${((now - lap) / 1000).toFixed(1)} s`)
    lap = now
  }
  // A whole site's helper threads start first: they load the content while this one does.
  let cores = base ? null : pagesAcrossCores(contentDir, buildDir, helpers ?? availableParallelism() - 1)
  let written: Awaited<ReturnType<typeof writePages>>
  try {
    const planned = plan(loadContent(contentDir), buildDir, base, changes)
    cores ??= pagesAcrossCores(contentDir, buildDir, helpers ?? helpersFor(planned.toRender.length))
    prepareFolder(buildDir, planned)
    timed('content and plan')
    written = await writePages({ buildDir, contentDir }, planned, cores, timed)
  } finally {
    await cores?.end()
  }
  if (!written) return writeSite({ buildDir, contentDir }, undefined, { helpers })
  const took = `${Math.round(performance.now() - started)} ms: ${steps.join(', ')}`
  return { ...written, summary: `${written.summary}; ${took}` }
}

/**
 * Empties `buildDir`, then fills it with the renderer's files for a whole site; a site that follows
 * another holds only the files it writes (writer/file-list.ts).
 */
function prepareFolder(buildDir: string, { following }: Plan) {
  rmSync(buildDir, { recursive: true, force: true })
  removeFileList(buildDir)
  mkdirSync(buildDir, { recursive: true })
  if (!following) cpSync(shippedDir, buildDir, { recursive: true })
}

/**
 * The files of the pages and the site files (a topic's feed) `following` had that this site lacks,
 * with their compressed copies.
 */
function filesGone(following: NonNullable<Plan['following']>, pages: RenderedPage[], siteFiles: string[]) {
  const [keptPages, keptFiles] = [new Set(pages.map(({ path }) => path)), new Set(siteFiles)]
  return [
    ...Object.keys(following.record.pages)
      .filter((path) => !keptPages.has(path))
      .map(htmlFileOf),
    ...(following.record.siteFiles ?? []).filter((file) => !keptFiles.has(file)),
  ].flatMap((file) => ['', '.br', '.gz'].map((suffix) => `${file}${suffix}`))
}

/** Of `files` written in `buildDir`, those `base` lacks or holds with other bytes; the others are removed. */
function changedFiles(buildDir: string, files: string[], base: FileList) {
  return files.filter((file) => {
    const folder = base.get(file)
    if (!folder || !readFileSync(join(buildDir, file)).equals(readFileSync(join(folder, file)))) return true
    rmSync(join(buildDir, file))
    return false
  })
}

/**
 * Renders the pages of the plan, then (with the site's fonts, cut to the characters of every page)
 * finishes them, then writes what the whole site is made of. Null if the pages have a character the
 * fonts lack: the whole site is then written anew.
 */
async function writePages(
  { buildDir, contentDir }: BuildFolders,
  { content, renderer, year, pages, following, toRender }: Plan,
  cores: ReturnType<typeof pagesAcrossCores>,
  timed: (step: string) => void,
) {
  const rendered = byPath(await cores.run<PageRendered>({ step: 'render', pages: toRender }))
  timed(`rendering and critical CSS (${cores.lanes} threads)`)
  const allCharacters = pages.map(
    ({ path }) => (rendered.get(path) ?? following!.record.pages[path]!).characters,
  )
  let fonts: Fonts
  if (following) {
    fonts = following.record.fonts
    const before = Object.values(following.record.pages).map((page) => page.characters)
    // A character no typeface has yet: every page gets the new cut, as a whole build would give it.
    if (siteCharacters(allCharacters) !== siteCharacters(before)) return null
  } else {
    fonts = await cutFonts(buildDir, allCharacters)
    timed('fonts')
  }
  const finished = byPath(await cores.run<PageFinished>({ step: 'finish', pages: toRender, fonts }))
  timed('fonts in pages, and compression')
  const named = [...finished.values()].reduce(
    (all, { images }) => joinNamedImages(all, images),
    noNamedImages(),
  )
  const images = await writeImages(buildDir, contentDir, named)
  timed('images')
  const madeOfSite = writeSiteFiles(buildDir, content).map((file) => relative(buildDir, file))
  // Following a site, those the same as its own stay its files (and their compressed copies).
  const siteFiles = following ? changedFiles(buildDir, madeOfSite, following.files) : madeOfSite
  const record: SiteRecord = {
    renderer,
    year,
    fonts,
    logo: content.site.logo.src,
    pages: Object.fromEntries(
      pages.map(({ path }) => {
        const was = following?.record.pages[path]
        return [
          path,
          {
            reads: rendered.get(path)?.reads ?? was!.reads,
            characters: rendered.get(path)?.characters ?? was!.characters,
          },
        ]
      }),
    ),
    siteFiles: madeOfSite,
  }
  const searchParts = writeSearchIndex(
    buildDir,
    pages.length,
    following
      ? {
          base: following.buildDir,
          changed: new Map([
            ...[...finished].map(([path, { search }]) => [path, search] as const),
            ...Object.keys(following.record.pages)
              .filter((path) => !record.pages[path])
              .map((path) => [path, null] as const),
          ]),
        }
      : { entries: [...finished.values()].flatMap(({ search }) => (search ? [search] : [])) },
  )
  // Drawn again only when the firm's logo changed: the site followed has them as they are.
  const icons = following?.record.logo === content.site.logo.src ? [] : await writeIcons(buildDir, content)
  timed('sitemap, search index and icons')
  // The pages were compressed as they were finished; the other files now.
  const pageFiles = new Set(toRender.map(({ file }) => file))
  const others = compress(
    buildDir,
    following
      ? [...siteFiles.map((file) => join(buildDir, file)), ...icons]
      : filesIn(buildDir).filter((file) => !pageFiles.has(file)),
    { prune: !following },
  )
  timed('compression of the other files')
  const compressed = {
    files: others.files + toRender.length,
    made: others.made + [...finished.values()].reduce((sum, { compressed }) => sum + compressed, 0),
  }
  const files = following
    ? writeFileList(buildDir, following.files, filesGone(following, pages, madeOfSite))
    : null
  writeRecord(buildDir, { record, files: files ?? readFileList(buildDir) })
  return {
    rendered: toRender.length,
    pages: pages.length,
    summary: `${toRender.length} of ${pages.length} pages rendered${following ? ' (the rest as they were)' : ''}; fonts ${fonts.faces.map(({ href, bytes }) => `${href} (${bytes} B)`).join(', ')}; ${images}; ${siteFiles.length + icons.length} site files; ${searchParts} search index part${searchParts === 1 ? '' : 's'} written; ${compressed.files} files precompressed (br, gz; ${compressed.made} copies made, the rest from the cache)`,
  }
}

const byPath = <P extends { path: string }>(pages: P[]) => new Map(pages.map((page) => [page.path, page]))
