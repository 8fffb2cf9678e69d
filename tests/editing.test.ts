// What docs/content.md tells an editor, done once on a copy of the site: rename the firm in
// content/site.yaml, and add a page of every kind by copying a file of that kind under a new name.
// The copy is built as `npm run build` builds the real site.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { create, type Font } from 'fontkitten'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { z } from 'zod'
import {
  collectionNames,
  collections,
  loadCollection,
  urlFor,
  type CollectionName,
} from '#content/collections.ts'
import { readFields, writeFields } from '#content/files.ts'
import * as schemas from '#content/schemas.ts'
import { copySite } from '#tests/support/site-copy.ts'
import { readSearchIndex } from '#writer/search-index.ts'
import { full } from '#tests/support/tiers.ts'
import { site, siteTokens } from '#content/index.ts'

/** The new page of each kind: the name its file is copied to. Every collection must have one. */
const added: Record<CollectionName, string> = {
  industries: 'fisheries',
  insights: 'water-policy',
  capabilities: 'procurement',
  articles: 'news/harbour',
  caseStudies: 'port-expansion',
  serviceDetails: 'logistics/ports',
  careersPages: 'students/apprenticeships',
  jobs: 'FIN-004',
  legal: 'cookies',
  landingPages: 'events/summit-2027',
  newsletters: '2026-12-01-added',
  newsletterNotices: 'paused',
  contactNotices: 'queued',
}

// With a letter the site shows nowhere else: the copy's fonts must have it (writer/fonts.ts).
const renamed = { name: 'Méridian Advisory Group', shortName: 'Méridian', slug: 'meridian' }
const oldName = new RegExp(site.slug, 'i')

const html = (buildDir: string, path: string) => readFileSync(join(buildDir, path, 'index.html'), 'utf8')

const guide = () => readFileSync('docs/content.md', 'utf8')

/** The rows of the guide's table under `heading`, each as its cells' text. */
function guideTable(heading: string): string[][] {
  const section = guide()
    .split(/^## /m)
    .find((part) => part.startsWith(heading))
  if (!section) throw new Error(`docs/content.md has no section "${heading}"`)
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| --'))
    .slice(1)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
}

/** Where the guide says a collection's pages are listed: its row of "Which pages list which". */
function listedOn(name: CollectionName) {
  const folder = `\`content/${collections[name].folder}/\``
  const row = guideTable('Which pages list which').find(
    ([cell]) => cell === folder || (cell!.endsWith('…`') && folder.startsWith(cell!.slice(0, -2))),
  )
  if (!row) throw new Error(`docs/content.md does not say where ${folder} is listed`)
  const [, where = ''] = row
  return { page: /^`(\/[^`]*)`/.exec(where)?.[1], topOnly: where.includes('top of the folder only') }
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = join(dir, name)
    if (statSync(file).isDirectory()) return htmlFiles(file)
    return name.endsWith('.html') ? [file] : []
  })

// A copy of the site, changed and built (a minute or two): the full tier.
describe('an editor’s changes, built', full, () => {
  const copy = copySite('editing')
  /** The marked title given to each added page, to find it again in the built site. */
  const titles = new Map<CollectionName, string>()

  beforeAll(() => {
    // Rename the firm: one file.
    const contentDir = join(copy.dir, 'content')
    const identity = readFields('site.yaml', contentDir) as { contact: object }
    writeFields(
      'site.yaml',
      {
        ...identity,
        name: renamed.name,
        shortName: renamed.shortName,
        slug: renamed.slug,
        url: `https://www.${renamed.slug}.example`,
        contact: {
          ...identity.contact,
          email: `hello@${renamed.slug}.example`,
          careersEmail: `careers@${renamed.slug}.example`,
        },
      },
      contentDir,
    )

    // Add a page of each kind: copy a file of that kind, give it a new name, change its title. A
    // careers landing page (one with a `template`) is one of a kind; a general one is copied.
    for (const name of collectionNames) {
      const { folder, format, summary } = collections[name]
      const extension = format === 'markdown' ? '.md' : '.yaml'
      const source = loadCollection(name, 'content', siteTokens).find(
        ({ entry }) => !('template' in entry) || entry.template === 'general',
      )!
      const target = join(copy.dir, 'content', folder, `${added[name]}${extension}`)
      mkdirSync(dirname(target), { recursive: true })
      copyFileSync(join(copy.dir, 'content', source.file), target)
      if (!summary) continue
      const oldTitle = (summary as (entry: unknown) => { title: string })(source.entry).title
      const title = `Added ${name} page`
      const text = readFileSync(target, 'utf8')
      expect(text, `${source.file} writes its title as it is`).toContain(oldTitle)
      writeFileSync(target, text.replaceAll(oldTitle, title))
      titles.set(name, title)
    }
    copy.build()
  }, 300_000)
  afterAll(copy.remove)

  test.each(collectionNames)(
    'a %s file added to its folder is a page, in the sitemap and the search',
    (name) => {
      const { route, listed } = collections[name]
      const path = urlFor(route, added[name])
      expect(html(copy.buildDir, path)).toContain('<h1')
      const sitemap = readFileSync(join(copy.buildDir, 'sitemap.xml'), 'utf8')
      const index = readSearchIndex(copy.buildDir)
      const entry = index.find((candidate) => candidate.path === path)
      if (!listed) {
        expect(sitemap).not.toContain(`${path}<`)
        expect(entry).toBeUndefined()
        return
      }
      expect(sitemap).toContain(`<loc>https://www.${renamed.slug}.example${path}</loc>`)
      expect(entry?.title).toBe(titles.get(name))
    },
  )

  test.each(collectionNames)(
    'a %s page added is listed on the page docs/content.md names for its kind, or on none',
    (name) => {
      const { page, topOnly } = listedOn(name)
      const path = urlFor(collections[name].route, added[name])
      if (!page) return
      const listed = html(copy.buildDir, page).includes(`href="${path}"`)
      expect(listed, `${path} on ${page}`).toBe(!(topOnly && added[name].includes('/')))
    },
  )

  test('the renamed firm is named on every page, and the old name on none outside article prose', () => {
    const pages = htmlFiles(copy.buildDir)
    expect(pages.length).toBeGreaterThan(150)
    const showing = pages.filter((file) => {
      const page = readFileSync(file, 'utf8').replace(/<div class="rich-text article-body[\s\S]*?<\/div>/, '')
      return oldName.test(page)
    })
    expect(showing).toEqual([])
    const home = html(copy.buildDir, '/')
    expect(home).toContain(`<title>${renamed.name} | `)
    expect(html(copy.buildDir, '/contact')).toContain(`${renamed.shortName}`)
    expect(html(copy.buildDir, '/about')).toMatch(new RegExp(`<title>[^<]+ \\| ${renamed.shortName}</title>`))
    for (const file of ['sitemap.xml', 'robots.txt', 'site.webmanifest']) {
      expect(readFileSync(join(copy.buildDir, file), 'utf8'), file).not.toMatch(oldName)
    }
    // The careers page named after the firm moved with it.
    expect(html(copy.buildDir, `/careers/life-at-${renamed.slug}`)).toContain(renamed.shortName)
  })

  test('the fonts are cut to the copy’s own text: the é of the new name is in both', () => {
    const hrefs = [...html(copy.buildDir, '/').matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map(
      ([, href]) => href!,
    )
    expect(hrefs).toHaveLength(2)
    for (const href of hrefs) {
      const font = create(readFileSync(join(copy.buildDir, href))) as Font
      expect(font.hasGlyphForCodePoint('é'.codePointAt(0)!), href).toBe(true)
    }
  })
})

test('the content guide and the README list every content folder', () => {
  const guide = readFileSync('docs/content.md', 'utf8')
  const readme = readFileSync('README.md', 'utf8')
  const folders = readdirSync('content').filter((name) => statSync(join('content', name)).isDirectory())
  expect(folders.length).toBeGreaterThan(10)
  expect(folders.filter((folder) => !guide.includes(`\`content/${folder}/`))).toEqual([])
  expect(folders.filter((folder) => !readme.includes(`${folder}/`))).toEqual([])
  const files = readdirSync('content').filter((name) => name.endsWith('.yaml'))
  expect(files.filter((file) => !guide.includes(`\`${file}\``))).toEqual([])
  for (const name of collectionNames) expect(guide).toContain(`\`content/${collections[name].folder}/\``)
})

/** A limit a schema sets beyond "not empty": the field's path and its numbers. */
type Limit = { path: string; numbers: number[] }

/** Every limit of `schema`, by the dotted path of its field (list items and section kinds left out). */
function limitsOf(schema: z.ZodType, path: string[] = []): Limit[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def as {
    type: string
    checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number } } }[]
    [key: string]: unknown
  }
  const own = (def.checks ?? []).map((check) => check._zod.def)
  const numbers = own.flatMap(({ check, minimum, maximum, length }) =>
    check === 'min_length' && minimum! > 1
      ? [minimum!]
      : check === 'max_length'
        ? [maximum!]
        : check === 'length_equals'
          ? [length!]
          : [],
  )
  const here = numbers.length > 0 ? [{ path: path.join('.'), numbers }] : []
  const inner = (child: unknown, at = path) => limitsOf(child as z.ZodType, at)
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return [...here, ...inner(def.innerType)]
    case 'pipe':
      // A check after a conversion (a text read from its older form) sits on the pipe's far side.
      return [...here, ...inner(def.in), ...inner(def.out)]
    case 'array':
      return [...here, ...inner(def.element)]
    case 'record':
      return [...here, ...inner(def.valueType)]
    case 'union':
      return [...here, ...(def.options as unknown[]).flatMap((option) => inner(option))]
    case 'object':
      return [
        ...here,
        ...Object.entries(def.shape as Record<string, unknown>).flatMap(([key, child]) =>
          inner(child, [...path, key]),
        ),
      ]
    default:
      return here
  }
}

test('the guide’s table of limits is every limit the schemas set, with its numbers', () => {
  const files = [
    ...collectionNames.map((name) => collections[name].schema as z.ZodType),
    schemas.HomeSchema,
    schemas.AboutSchema,
    schemas.ServicesSchema,
    schemas.InsightsIndexSchema,
    schemas.CollectionIndexSchema,
    schemas.ContactSchema,
    schemas.SiteSchema,
    schemas.NavigationSchema,
    schemas.RedirectsSchema,
    schemas.NewsletterLinksSchema,
    schemas.SearchPageSchema,
    schemas.LabelsSchema,
  ]
  const limits = [
    ...new Map(
      files.flatMap((schema) => limitsOf(schema)).map((limit) => [JSON.stringify(limit), limit]),
    ).values(),
  ]
  expect(limits.length).toBeGreaterThan(15)
  const rows = guideTable('What you may change').map(([field = '', , limit = '']) => ({
    field: field.replace(/`/g, ''),
    numbers: [...limit.matchAll(/\d+/g)].map(([n]) => Number(n)),
  }))
  const documents = (limit: Limit) => (row: (typeof rows)[number]) =>
    (limit.path === row.field || limit.path.endsWith(`.${row.field}`)) &&
    limit.numbers.every((n) => row.numbers.includes(n))
  const undocumented = limits.filter((limit) => !rows.some(documents(limit)))
  expect(undocumented).toEqual([])
  const stale = rows.filter((row) => !limits.some((limit) => documents(limit)(row)))
  expect(stale).toEqual([])
})
