// Writes the site into a folder from a content folder, with the renderer Astro built once per deploy
// (scripts/renderer.ts): every page of the table (content/pages.ts) rendered, then the steps after
// (scripts/postbuild.ts), on every core for a big site (scripts/write-pages.ts). Given the site it follows (`base`: the live one, made by the same renderer),
// only the pages that read what changed are rendered again and the rest are taken from there, so a
// publish costs what it changed: the same bytes a whole build writes (scripts/write-site.test.ts).
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { loadContent, type Content } from '#content/content.ts'
import { touchedKeys, type ContentChange } from '#content/dependencies.ts'
import { contentFiles, readFields } from '#content/files.ts'
import { loadSite, type SiteTokens, tokensOfSite } from '#content/site.ts'
import type { SearchEntry } from '#contract/search-constants.ts'
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
} from './postbuild.ts'
import { linkTree } from './linked-files.ts'
import { type PageFinished, type PageRendered, pagesAcrossCores } from './write-pages.ts'
import { rendererDir } from './renderer.ts'

/** What a site's folder was made of, page by page, kept beside it for the publish after. */
type SiteRecord = {
  /** The renderer that made it (its files' names carry their hashes). */
  renderer: string
  /** The year its footers say. */
  year: number
  fonts: Fonts
  pages: Record<string, { reads: string[]; characters: string; search: SearchEntry | null }>
}

/** Where a site's record is kept: beside its folder (build/, or the release's folder). */
const recordOf = (buildDir: string) => join(buildDir, '..', 'site-record.json')

function readRecord(buildDir: string): SiteRecord | null {
  const file = recordOf(buildDir)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SiteRecord) : null
}

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
    readFileSync(join(before, ref)).equals(readFileSync(join(after.root, ref))) ||
    isDeepStrictEqual(readFields(ref, before), readFields(ref, after.root))
  return [
    ...[...now].flatMap((ref): ContentChange[] =>
      !old.has(ref) ? [{ ref, kind: 'added' }] : same(ref) ? [] : [{ ref, kind: 'changed' }],
    ),
    ...[...old].filter((ref) => !now.has(ref)).map((ref): ContentChange => ({ ref, kind: 'removed' })),
  ]
}

/** A site's folder and the content folder it was made of. */
export type SiteSource = { buildDir: string; contentDir: string }

/**
 * Writes the site of `contentDir` into `buildDir`. With a `base` made by this renderer this year,
 * renders only the pages whose reads the change touches; otherwise every page.
 */
export async function writeSite(
  { buildDir, contentDir }: SiteSource,
  base?: SiteSource,
  { helpers }: { helpers?: number } = {},
) {
  const started = performance.now()
  const content = loadContent(contentDir)
  const renderer = rendererStamp()
  const year = new Date().getFullYear()
  const pages: RenderedPage[] = content
    .sitePages()
    .map(({ path, audience }) => ({ path, audience, file: join(buildDir, htmlFileOf(path)) }))

  const baseRecord = base ? readRecord(base.buildDir) : null
  const following =
    base && baseRecord?.renderer === renderer && baseRecord.year === year
      ? { ...base, record: baseRecord }
      : null
  let toRender = pages
  if (following) {
    const changes = changesBetween(following.contentDir, content)
    const samePages = isDeepStrictEqual(
      Object.keys(following.record.pages),
      pages.map(({ path }) => path),
    )
    const touched = touchedKeys(changes, !samePages)
    // The firm's facts fill in every text: a change to them is a change to every page.
    const everything = changes.some(({ ref }) => ref === 'site.yaml')
    toRender = pages.filter(({ path }) => {
      const was = following.record.pages[path]
      return everything || !was || was.reads.some((key) => touched.has(key))
    })
  }

  rmSync(buildDir, { recursive: true, force: true })
  mkdirSync(dirname(buildDir), { recursive: true })
  if (following) {
    linkTree(following.buildDir, buildDir)
    // The pages that go, and those rendered anew (written as new files: see linked-files.ts).
    const kept = new Set(pages.map(({ file }) => file))
    const gone = Object.keys(following.record.pages)
      .map((path) => join(buildDir, htmlFileOf(path)))
      .filter((file) => !kept.has(file))
    for (const file of [...gone, ...toRender.map(({ file }) => file)])
      for (const suffix of ['', '.br', '.gz']) rmSync(`${file}${suffix}`, { force: true })
  } else {
    cpSync(join(rendererDir, 'client'), buildDir, { recursive: true })
  }

  // Rendered, then (with the site's fonts, cut to the characters of every page) finished.
  const cores = pagesAcrossCores(contentDir, buildDir, toRender.length, helpers)
  let rendered: Map<string, PageRendered>
  let finished: Map<string, PageFinished> | null = null
  let fonts: Fonts
  try {
    rendered = byPath(await cores.run<PageRendered>({ step: 'render', pages: toRender }))
    const allCharacters = pages.map(
      ({ path }) => (rendered.get(path) ?? following!.record.pages[path]!).characters,
    )
    if (following) {
      fonts = following.record.fonts
      const before = Object.values(following.record.pages).map((page) => page.characters)
      // A character no typeface has yet: every page gets the new cut, as a whole build would give it.
      if (siteCharacters(allCharacters) === siteCharacters(before))
        finished = byPath(await cores.run<PageFinished>({ step: 'finish', pages: toRender, fonts }))
    } else {
      fonts = await cutFonts(buildDir, allCharacters)
      finished = byPath(await cores.run<PageFinished>({ step: 'finish', pages: toRender, fonts }))
    }
  } finally {
    await cores.end()
  }
  if (!finished) return writeSite({ buildDir, contentDir }, undefined, { helpers })

  const images = await writeImages(buildDir, contentDir, toRender)
  const record: SiteRecord = {
    renderer,
    year,
    fonts,
    pages: Object.fromEntries(
      pages.map(({ path }) => {
        const was = following?.record.pages[path]
        return [
          path,
          {
            reads: rendered.get(path)?.reads ?? was!.reads,
            characters: rendered.get(path)?.characters ?? was!.characters,
            search: finished.has(path) ? finished.get(path)!.search : was!.search,
          },
        ]
      }),
    ),
  }
  const siteFiles = writeSiteFiles(
    buildDir,
    content,
    Object.values(record.pages).flatMap(({ search: entry }) => (entry ? [entry] : [])),
  )
  const icons = following ? [] : await writeIcons(buildDir, content)
  const compressed = await compress(
    buildDir,
    following ? [...toRender.map(({ file }) => file), ...siteFiles] : filesIn(buildDir),
  )
  writeFileSync(recordOf(buildDir), JSON.stringify(record))
  return {
    rendered: toRender.length,
    pages: pages.length,
    summary: `${toRender.length} of ${pages.length} pages rendered${following ? ' (the rest as they were)' : ''}; fonts ${fonts.faces.map(({ href, bytes }) => `${href} (${bytes} B)`).join(', ')}; ${images}; ${siteFiles.length + icons.length} site files; ${compressed.files} files precompressed (br, gz; ${compressed.made} copies made, the rest from the cache); ${Math.round(performance.now() - started)} ms`,
  }
}

const byPath = <P extends { path: string }>(pages: P[]) => new Map(pages.map((page) => [page.path, page]))

function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}
