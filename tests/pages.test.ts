// The table of pages (content/pages.ts with the collections) against what exists: the pages the
// build wrote, the route modules in app/routes/, the pages the budget and the benchmark load.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { expect, test } from 'vitest'
import { content, site, sitePages } from '#content/index.ts'
import { pageRoutes } from '#content/pages.ts'
import { builtPages } from '#writer/built-pages.ts'
import { readSearchIndex } from '#writer/search-index.ts'
import { pageKinds } from '#scripts/page-kinds.ts'

const BUILD = 'build/client'

/** The files under `root` whose names end in `extension`, by their path from it with `/`. */
const filesUnder = (root: string, extension: string, dir = root): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(root, extension, path)
    return entry.name.endsWith(extension) ? [relative(root, path).split(sep).join('/')] : []
  })

test('the build holds exactly the declared pages: none built that is not declared, none declared that is not built', () => {
  const built = filesUnder(BUILD, '.html').sort()
  const declared = builtPages(content, BUILD)
    .map(({ file }) => relative(BUILD, file).split(sep).join('/'))
    .sort()
  expect(built.length).toBeGreaterThan(150)
  expect(built).toEqual(declared)
})

test('every route module in app/routes/ renders a declared route, and every route names one of them', () => {
  const modules = filesUnder('app/routes', '.astro').map((file) => file.replace(/\.astro$/, ''))
  const named = new Set(pageRoutes.map(({ module }) => module))
  expect(modules.filter((module) => !named.has(module))).toEqual([])
  expect([...named].filter((module) => !modules.includes(module))).toEqual([])
})

test('each kind of page is measured at one of its own pages, and every kind is measured, in each language', () => {
  const [fallback] = site.languages
  const kindOf = new Map(
    sitePages().map(({ path, kind, language }) => [
      path,
      language === fallback!.code ? kind : `${kind} (${language})`,
    ]),
  )
  for (const { kind, path } of pageKinds)
    expect(kindOf.get(new URL(path, 'http://site').pathname), path).toBe(kind)
  expect(pageKinds.map(({ kind }) => kind).sort()).toEqual([...new Set(kindOf.values())].sort())
})

test('a listing’s later page is a page of its own: its own canonical address, linked to its neighbours, in the sitemap, not in the search index', () => {
  const read = (file: string) => readFileSync(join(BUILD, file), 'utf8')
  const second = read('case-studies/page/2/index.html')
  expect(second).toContain('<link rel="canonical" href="https://www.northstar.example/case-studies/page/2">')
  expect(second).toContain('<link rel="prev" href="/case-studies">')
  expect(second).not.toContain('rel="next"')
  expect(second).toMatch(/<title>Case Studies: Client Work and Results by Sector, page 2 \|/)
  expect(second).toMatch(/<a href="\/case-studies" rel="prev"[^>]*>/)
  const first = read('case-studies/index.html')
  expect(first).toContain('<link rel="next" href="/case-studies/page/2">')
  expect(first).not.toContain('rel="prev"')
  expect(read('sitemap.xml')).toContain('<loc>https://www.northstar.example/case-studies/page/2</loc>')
  const searched = readSearchIndex(BUILD).map(({ path }) => path)
  expect(searched).toContain('/case-studies')
  expect(searched).toContain('/insights/topics/sustainability')
  expect(searched).not.toContain('/case-studies/page/2')
})
