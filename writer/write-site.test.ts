// @module-tag full -- whole builds of the site to compare with (a minute or two): the full tier.
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import fc from 'fast-check'
import { afterAll, expect, test } from 'vitest'
import { collections, type CollectionName } from '#content/collections.ts'
import { loadContent } from '#content/content.ts'
import { contentFiles, readFields, writeFields } from '#content/files.ts'
import { readFileList } from './file-list.ts'
import { readSearchIndex } from './search-index.ts'

const run = promisify(execFile)
const work = mkdtempSync(join(tmpdir(), 'northstar-write-site-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
let folders = 0

/**
 * Writes the site of `contentDir` into a new folder, from `base` when given, with `helpers` threads
 * beside the first (by default, as many as the site's size asks for); gives the folder.
 */
async function writeSite(contentDir: string, base?: string, helpers?: number) {
  const buildDir = join(work, `site-${++folders}`, 'client')
  const { stdout } = await run(process.execPath, ['scripts/render-site.ts'], {
    env: {
      ...process.env,
      CONTENT_DIR: contentDir,
      BUILD_DIR: buildDir,
      COMPRESSION_CACHE_DIR: join(work, 'compressed'),
      ...(base ? { BASE_BUILD_DIR: join(base, 'client'), BASE_CONTENT_DIR: contentOf.get(base)! } : {}),
      ...(helpers === undefined ? {} : { WRITE_SITE_HELPERS: String(helpers) }),
    },
  })
  const site = join(buildDir, '..')
  contentOf.set(site, contentDir)
  return { site, said: stdout }
}
const contentOf = new Map<string, string>()

/** A file of the site written in `site`, from the folder its list names (writer/file-list.ts). */
function fileOf(site: string, file: string) {
  const folder = readFileList(join(site, 'client')).get(file)
  if (!folder) throw new Error(`${site} has no ${file}`)
  return readFileSync(join(folder, file), 'utf8')
}

/**
 * What visitors are served: every page, the sitemap and the feeds, with their compressed copies,
 * by their place; and the search index.
 */
function served(site: string) {
  const dir = join(site, 'client')
  const files = [...readFileList(dir)].filter(([file]) =>
    /(\.html|^sitemap\.xml|\/feed\.(rss|atom|json))(\.br|\.gz)?$/.test(file),
  )
  return new Map([
    ...files.sort().map(([file, folder]) => [file, readFileSync(join(folder, file), 'latin1')] as const),
    ['search-index.json', JSON.stringify(readSearchIndex(dir))] as const,
  ])
}

/** A copy of a content folder (its YAML and Markdown, and images), to edit. */
function copyContent(from: string) {
  const to = join(work, `content-${++folders}`)
  cpSync(from, to, { recursive: true, filter: (file) => !/\.tsx?$/.test(file) })
  return to
}

const WORDS = ['harbour', 'ledger', 'quiet', 'bridge', 'Zürich', 'north', 'plan', 'open', 'river', 'data']
const SAFE_TEXT = /^(title|heading|subtitle|intro|description|tagline|label|summary|text|lead)$/

/** Every prose field of a file (a string of several words under a text-like key), by its path. */
function proseFields(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => proseFields(item, [...path, i]))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, field]) =>
      typeof field === 'string'
        ? SAFE_TEXT.test(key) && field.includes(' ')
          ? [[...path, key]]
          : []
        : proseFields(field, [...path, key]),
    )
  return []
}

function setIn(value: Record<string, unknown>, path: (string | number)[], to: string) {
  let at: Record<string | number, unknown> = value
  for (const step of path.slice(0, -1)) at = at[step] as Record<string | number, unknown>
  at[path.at(-1)!] = to
}

/** Every formatted text of a file (a body, a section's or a block's text, an introduction), by its path. */
const FORMATTED = /^(paragraphs|body|text|intro|challenge|outcome|about)$/
function formattedFields(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => formattedFields(item, [...path, i]))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, field]) =>
      typeof field === 'string'
        ? FORMATTED.test(key)
          ? [[...path, key]]
          : []
        : formattedFields(field, [...path, key]),
    )
  return []
}

/** Words as a formatted text holds them: bold, italic, a link, a list. */
const formatted = (words: string[]) => {
  const [a = 'plan', b = 'open', c = 'river', ...rest] = words
  return `**${a}** and _${b}_, with [${c}](/contact).\n\n- ${rest.join(' ') || a}\n- ${b}`
}

type Edit =
  | { kind: 'text' | 'title' | 'site-wide' | 'formatted'; file: number; field: number; words: number[] }
  | { kind: 'add' | 'remove' | 'move'; file: number; redirect: boolean }
  | { kind: 'restore'; file: number }
  | { kind: 'translate'; file: number; address: boolean }
  | { kind: 'blocks'; file: number; how: 'reorder' | 'duplicate' | 'remove'; from: number; to: number }

/** Applies an edit to a content folder, as an editor would; says what it did. */
function apply(dir: string, original: string, edit: Edit): string {
  const { siteTokens } = loadContent(original)
  const files = contentFiles(dir, siteTokens)
  const pick = <T>(list: T[], n: number) => list[n % list.length]!
  if (edit.kind === 'restore') {
    const { ref } = pick(contentFiles(original, siteTokens), edit.file)
    writeFields(ref, readFields(ref, original), dir)
    return `restore ${ref}`
  }
  if (edit.kind === 'blocks') {
    // A landing page's blocks, or the sections of a page that has them: reordered, one duplicated or removed.
    const withBlocks = files.flatMap(({ ref }) => {
      const data = readFields(ref, dir)
      const key = ['blocks', 'sections'].find(
        (name) => Array.isArray(data[name]) && (data[name] as []).length > 0,
      )
      return key ? [{ ref, data, key }] : []
    })
    const { ref, data, key } = pick(withBlocks, edit.file)
    const list = data[key] as unknown[]
    const from = edit.from % list.length
    const to = edit.to % list.length
    data[key] =
      edit.how === 'reorder'
        ? list.toSpliced(from, 1).toSpliced(to, 0, list[from])
        : edit.how === 'duplicate'
          ? list.toSpliced(from, 0, structuredClone(list[from]))
          : list.toSpliced(from, 1)
    writeFields(ref, data, dir)
    return `${edit.how} ${key}.${from}${edit.how === 'reorder' ? ` to ${to}` : ''} of ${ref}`
  }
  if ('words' in edit) {
    const { ref } =
      edit.kind === 'site-wide'
        ? { ref: pick(['site.yaml', 'navigation.yaml', 'labels.yaml'], edit.file) }
        : pick(
            files.filter((file) => edit.kind !== 'title' || file.kind === 'entry'),
            edit.file,
          )
    const data = readFields(ref, dir)
    // An entry's own title shows on other pages too: cards, menus, breadcrumbs, related reading.
    const fields =
      edit.kind === 'formatted'
        ? formattedFields(data)
        : edit.kind === 'title'
          ? proseFields(data)
              .filter((path) => path.at(-1) === 'title')
              .sort((a, b) => a.length - b.length)
              .slice(0, 1)
          : proseFields(data)
    if (fields.length === 0) return `nothing to write in ${ref}`
    const field = pick(fields, edit.field)
    const words = edit.words.map((n) => pick(WORDS, n))
    setIn(data, field, edit.kind === 'formatted' ? formatted(words) : words.join(' '))
    writeFields(ref, data, dir)
    return `${edit.kind} ${ref} ${field.join('.')}`
  }
  if (edit.kind === 'translate') {
    // An entry of the default language translated into French, at its own address or its source's.
    const untranslated = files.filter(
      ({ kind, ref, language }) => kind === 'entry' && !language && !existsSync(join(dir, 'fr', ref)),
    )
    const { ref } = pick(untranslated, edit.file)
    const data = readFields(ref, dir)
    if (edit.address) data.translatedAddress = `traduit/${edit.file}`
    writeFields(`fr/${ref}`, data, dir)
    return `translate ${ref}${edit.address ? ` to /fr/traduit/${edit.file}` : ''}`
  }
  const entries = files.filter((file) => file.kind === 'entry')
  const file = pick(entries, edit.file)
  if (file.kind !== 'entry') return 'no entry'
  const data = readFields(file.ref, dir)
  const folder = collections[file.collection as CollectionName].folder
  const moved = file.ref.replace(/(\.[a-z]+)$/, `-moved-${edit.file}$1`)
  if (edit.kind === 'add') {
    writeFields(moved.replace('-moved-', '-copy-'), data, dir)
    return `add a copy of ${file.ref}`
  }
  rmSync(join(dir, file.ref))
  if (edit.kind === 'move') writeFields(moved, data, dir)
  if (edit.redirect) {
    const redirects = readFields('redirects.yaml', dir)
    redirects[file.path] = edit.kind === 'move' ? file.path.replace(/([^/]+)$/, `$1-moved-${edit.file}`) : '/'
    writeFields('redirects.yaml', redirects, dir)
  }
  return `${edit.kind} ${file.ref}${edit.redirect ? ' with a redirect' : ''} (${folder})`
}

// Mostly text, plain and formatted, as editors write, in both languages; then blocks rearranged;
// entries added, removed, moved and translated; then files put back.
const edits = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'text' as const,
        'title' as const,
        'title' as const,
        'site-wide' as const,
        'formatted' as const,
      ),
      file: fc.nat(),
      field: fc.nat(),
      words: fc.array(fc.nat(), { minLength: 2, maxLength: 5 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('add' as const, 'remove' as const, 'move' as const),
      file: fc.nat(),
      redirect: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('blocks' as const),
      file: fc.nat(),
      how: fc.constantFrom('reorder' as const, 'duplicate' as const, 'remove' as const),
      from: fc.nat(),
      to: fc.nat(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restore' as const), file: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('translate' as const), file: fc.nat(), address: fc.boolean() }),
  },
)

test('after any edits, a site written from the live one serves the same bytes as one written whole', async () => {
  const original = join(process.cwd(), 'content')
  const first = await writeSite(copyContent(original))
  await fc.assert(
    fc.asyncProperty(fc.array(edits, { minLength: 1, maxLength: 4 }), async (sequence) => {
      let site = first.site
      const done: string[] = []
      // The sites written from stay as they were (a new one shares their unchanged files).
      const before = new Map<string, Map<string, string>>()
      for (const edit of sequence) {
        const dir = copyContent(contentOf.get(site)!)
        done.push(apply(dir, original, edit))
        // An edit the content check refuses (a page linked from another, removed) is not published.
        try {
          loadContent(dir)
        } catch {
          done.push('(refused by the content check)')
          continue
        }
        before.set(site, served(site))
        site = (await writeSite(dir, site)).site
      }
      for (const [earlier, files] of before) expect(served(earlier)).toEqual(files)
      console.log(`edits: ${done.join('; ')}`)
      const whole = await writeSite(contentOf.get(site)!)
      const [followed, written] = [served(site), served(whole.site)]
      const differing = [...new Set([...followed.keys(), ...written.keys()])].filter(
        (file) => followed.get(file) !== written.get(file),
      )
      expect(differing, `after:\n${done.join('\n')}`).toEqual([])
    }),
    { numRuns: 6, endOnFailure: true },
  )
}, 600_000)

test('a change to one entry renders its page and the pages that show it, no other', async () => {
  const dir = copyContent(join(process.cwd(), 'content'))
  const base = await writeSite(dir)
  const changed = copyContent(dir)
  const ref = 'insights/ai-in-business.yaml'
  const data = readFields(ref, changed) as { hero: { title: string } }
  data.hero.title = 'A title nobody has read yet'
  writeFields(ref, data, changed)
  const live = fileOf(base.site, 'insights/ai-in-business/index.html')
  const { site, said } = await writeSite(changed, base.site)
  const rendered = Number(/(\d+) of \d+ pages rendered/.exec(said)?.[1])
  expect(rendered).toBeGreaterThan(0)
  expect(rendered).toBeLessThan(10)
  const page = fileOf(site, 'insights/ai-in-business/index.html')
  expect(page).toContain('A title nobody has read yet')
  // The live site's page is not the new one's file: it still has the title visitors see.
  expect(fileOf(base.site, 'insights/ai-in-business/index.html')).toBe(live)
  // A page that does not show it is the base's file: the new site's folder holds only what it wrote.
  for (const unchanged of ['contact/index.html', 'careers/searchjobs/index.html']) {
    expect(readFileList(join(site, 'client')).get(unchanged)).toBe(join(base.site, 'client'))
    expect(existsSync(join(site, 'client', unchanged))).toBe(false)
  }
  expect(existsSync(join(site, 'site-record.json'))).toBe(true)

  // An article the home page features: its new title is on the home page, rendered again with it.
  const next = copyContent(changed)
  const article = 'articles/trending/now1.md'
  const fields = readFields(article, next) as { title: string }
  fields.title = 'A trending title nobody has read yet'
  writeFields(article, fields, next)
  const after = await writeSite(next, site)
  expect(fileOf(after.site, 'index.html')).toContain('A trending title nobody has read yet')
}, 120_000)

test('a listing renders again only the pages whose list a change reaches: an entry retitled, moved to another page, or added (and no other page)', async () => {
  const dir = copyContent(join(process.cwd(), 'content'))
  const base = await writeSite(dir)
  const page = (site: string, path: string) => fileOf(site, join(path, 'index.html').slice(1))
  // A case study on the listing's second page, retitled: that page shows it, the first does not change.
  const changed = copyContent(dir)
  const [onSecond] = loadContent(changed).getListingPage('/case-studies/page/2').bands[0]!.cards
  const ref = `case-studies/${onSecond!.href!.split('/').at(-1)}.yaml`
  const study = readFields(ref, changed) as { title: string }
  study.title = 'A client story nobody has read yet'
  writeFields(ref, study, changed)
  const retitled = await writeSite(changed, base.site)
  expect(page(retitled.site, '/case-studies/page/2')).toContain('A client story nobody has read yet')
  expect(page(retitled.site, '/case-studies')).toBe(page(base.site, '/case-studies'))
  expect(Number(/(\d+) of \d+ pages rendered/.exec(retitled.said)?.[1])).toBeLessThan(5)

  // The first case study moved to the last sector: the second page, which did not show it, now does.
  const moved = copyContent(dir)
  const listing = loadContent(moved)
  const [first] = listing.getListingPage('/case-studies').bands[0]!.cards
  const lastSector = listing.getListingPage('/case-studies/page/2').bands.at(-1)!.heading
  const movedRef = `case-studies/${first!.href!.split('/').at(-1)}.yaml`
  const movedStudy = readFields(movedRef, moved) as { sector: string }
  movedStudy.sector = lastSector
  writeFields(movedRef, movedStudy, moved)
  const resorted = await writeSite(moved, base.site)
  expect(page(resorted.site, '/case-studies/page/2')).toContain(`href="${first!.href}"`)
  expect(served(resorted.site)).toEqual(served((await writeSite(moved)).site))

  // A new insight on Sustainability, the newest: its topic's archive leads with it; other listings do not change.
  const added = copyContent(changed)
  const insight = readFields('insights/sustainability.yaml', added) as {
    date: string
    updated?: string
    hero: { title: string }
  }
  insight.date = '2026-12-05'
  insight.updated = '2026-12-05'
  insight.hero.title = 'The newest sustainability insight'
  writeFields('insights/newest-on-sustainability.yaml', insight, added)
  const after = await writeSite(added, retitled.site)
  expect(page(after.site, '/insights/topics/sustainability')).toContain('The newest sustainability insight')
  // Not every page: a breadcrumb reads whether each step up its address is a page, not the list of all.
  expect(Number(/(\d+) of \d+ pages rendered/.exec(after.said)?.[1])).toBeLessThan(10)
  expect(page(after.site, '/case-studies/page/2')).toBe(page(retitled.site, '/case-studies/page/2'))
  const whole = await writeSite(added)
  expect(served(after.site)).toEqual(served(whole.site))
}, 180_000)

test('a site written on several threads is the one written on one, with the same record', async () => {
  const dir = copyContent(join(process.cwd(), 'content'))
  const [alone, together] = [await writeSite(dir, undefined, 0), await writeSite(dir, undefined, 2)]
  expect(served(together.site)).toEqual(served(alone.site))
  const recordOf = (site: string) =>
    JSON.parse(readFileSync(join(site, 'site-record.json'), 'utf8')) as object
  expect(recordOf(together.site)).toEqual(recordOf(alone.site))
}, 180_000)
