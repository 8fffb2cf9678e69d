// What docs/content.md tells an editor, done once on a copy of the site: rename the firm in
// content/site.yaml, and add a page of every kind by copying a file of that kind under a new name.
// The copy is built as `npm run build` builds the real site.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseDocument } from 'yaml'
import { collectionNames, collections, urlFor, type CollectionName } from '#content/collections.ts'
import { entriesOf, staticPathsOf } from '#content/index.ts'
import { site } from '#content/site.ts'
import { SEARCH_INDEX_PATH, type SearchEntry } from '#contract/search-constants.ts'
import { copySite } from '#scripts/site-copy.ts'

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
  newsletterNotices: 'paused',
  contactNotices: 'queued',
}

const renamed = { name: 'Meridian Advisory Group', shortName: 'Meridian', slug: 'meridian' }
const oldName = new RegExp(site.slug, 'i')

const html = (buildDir: string, path: string) => readFileSync(join(buildDir, path, 'index.html'), 'utf8')

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = join(dir, name)
    if (statSync(file).isDirectory()) return htmlFiles(file)
    return name.endsWith('.html') ? [file] : []
  })

describe('an editor’s changes, built', () => {
  const copy = copySite('editing')
  /** The marked title given to each added page, to find it again in the built site. */
  const titles = new Map<CollectionName, string>()

  beforeAll(() => {
    // Rename the firm: one file.
    const siteFile = join(copy.dir, 'content/site.yaml')
    const identity = parseDocument(readFileSync(siteFile, 'utf8'))
    identity.set('name', renamed.name)
    identity.set('shortName', renamed.shortName)
    identity.set('slug', renamed.slug)
    identity.set('url', `https://www.${renamed.slug}.example`)
    identity.setIn(['contact', 'email'], `hello@${renamed.slug}.example`)
    identity.setIn(['contact', 'careersEmail'], `careers@${renamed.slug}.example`)
    writeFileSync(siteFile, identity.toString())

    // Add a page of each kind: copy a file of that kind, give it a new name, change its title.
    for (const name of collectionNames) {
      const { folder, format, summary } = collections[name]
      const extension = format === 'markdown' ? '.md' : '.yaml'
      const [first] = staticPathsOf(name)
      const key = Object.values(first!.params).join('/')
      const target = join(copy.dir, 'content', folder, `${added[name]}${extension}`)
      mkdirSync(dirname(target), { recursive: true })
      copyFileSync(join(copy.dir, 'content', folder, `${key}${extension}`), target)
      if (!summary) continue
      const oldTitle = (summary as (entry: unknown) => { title: string })(entriesOf(name)[0])!.title
      const title = `Added ${name} page`
      const text = readFileSync(target, 'utf8')
      expect(text, `${folder}/${key}${extension} writes its title as it is`).toContain(oldTitle)
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
      const index = JSON.parse(readFileSync(join(copy.buildDir, SEARCH_INDEX_PATH), 'utf8')) as SearchEntry[]
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

  test('the renamed firm is named on every page, and the old name on none outside article prose', () => {
    const pages = htmlFiles(copy.buildDir)
    expect(pages.length).toBeGreaterThan(150)
    const showing = pages.filter((file) => {
      const page = readFileSync(file, 'utf8').replace(/<div class="article-body[\s\S]*?<\/div>/, '')
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
