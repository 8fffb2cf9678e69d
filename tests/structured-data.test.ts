import { EMPLOYMENT_TYPES } from '#content/schemas.ts'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { pagePaths, site, sitePages } from '#content/index.ts'

// Reads the structured data of every prerendered page in the build, the way a crawler gets it, and
// checks each schema.org type against the properties Google requires of it (and the ones it
// recommends that the site can always give), wherever that type appears: at the top, in a graph,
// or inside another node.
const BUILD = 'build/client'

type Node = Record<string, unknown>

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(dir, entry.name))
      : entry.name === 'index.html'
        ? [join(dir, entry.name)]
        : [],
  )
}
const pathOf = (file: string) => `/${relative(BUILD, file).split(sep).slice(0, -1).join('/')}`

/** Every node with a @type in a page's JSON-LD blocks, nested ones included. */
function nodesOf(html: string): Node[] {
  const found: Node[] = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') {
      if ('@type' in value) found.push(value as Node)
      Object.values(value).forEach(visit)
    }
  }
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(json!) as Node
    expect(data['@context']).toBe('https://schema.org')
    visit(data)
  }
  return found
}

const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/
/** An absolute URL on this site that the build has a file or a page for. */
function expectSiteFile(url: unknown, where: string) {
  expect(typeof url, where).toBe('string')
  const { origin, pathname } = new URL(url as string)
  expect(origin, where).toBe(site.url)
  const file = join(BUILD, decodeURIComponent(pathname))
  expect(existsSync(file) || existsSync(join(file, 'index.html')), `${where}: ${pathname}`).toBe(true)
}
type Size = { width: number; height: number; pixels: number }
/**
 * A raster image on this site (PNG, JPEG, WebP or AVIF, the kinds search engines take everywhere),
 * to be measured once every page is read: each must be at least `min` wide, tall and in pixels.
 */
const rasters = new Map<string, { min: Size; where: string }>()
function expectRaster(url: unknown, where: string, min: Size) {
  expectSiteFile(url, where)
  const { pathname } = new URL(url as string)
  expect(pathname, where).toMatch(/\.(png|jpe?g|webp|avif)$/)
  rasters.set(join(BUILD, decodeURIComponent(pathname)), { min, where })
}
const text = (value: unknown, where: string) => {
  expect(typeof value === 'string' && value.trim().length > 0, where).toBe(true)
  return value as string
}

const checks: Record<string, (node: Node, where: string, page: string) => void> = {
  Organization(node, where) {
    text(node.name, `${where} name`)
    expect(node.url, where).toBe(site.url)
    // Google's logo rule: raster, at least 112x112.
    expectRaster(node.logo, `${where} logo`, { width: 112, height: 112, pixels: 0 })
    // Its profiles elsewhere are the firm's own, from site.yaml; none listed, none claimed.
    if ('sameAs' in node && node.sameAs !== site.url) {
      expect(node.sameAs, where).toEqual(site.socials.map((social) => social.url))
    }
  },
  WebSite(node, where) {
    expect(node.name, where).toBe(site.name)
    expect(node.url, where).toBe(site.url)
  },
  JobPosting(node, where) {
    text(node.title, `${where} title`)
    expect(text(node.description, `${where} description`).length, where).toBeGreaterThan(500)
    expect(node.datePosted, where).toMatch(isoDate)
    expect(node.validThrough, where).toMatch(isoDate)
    expect(String(node.validThrough) > String(node.datePosted), `${where} validThrough`).toBe(true)
    const types = [node.employmentType].flat()
    expect(types.length, where).toBeGreaterThan(0)
    for (const type of types) {
      expect(EMPLOYMENT_TYPES).toContain(type)
    }
    const employer = node.hiringOrganization as Node
    expect(employer?.['@type'], where).toBe('Organization')
    expect(employer.sameAs, where).toBe(site.url)
    // Whether the posting's page takes the application itself; ours are sent by e-mail.
    expect(node.directApply, where).toBe(false)
    // The office's whole postal address.
    const place = node.jobLocation as Node
    expect(place?.['@type'], where).toBe('Place')
    const address = place.address as Node
    expect(address?.['@type'], where).toBe('PostalAddress')
    text(address.streetAddress, `${where} streetAddress`)
    text(address.addressLocality, `${where} addressLocality`)
    text(address.postalCode, `${where} postalCode`)
    expect(address.addressCountry, where).toMatch(/^[A-Z]{2}$/)
    const salary = node.baseSalary as Node
    expect(salary?.['@type'], where).toBe('MonetaryAmount')
    expect(salary.currency, where).toMatch(/^[A-Z]{3}$/)
  },
  Article(node, where, page) {
    expect(text(node.headline, `${where} headline`).length, where).toBeLessThanOrEqual(110)
    text(node.description, `${where} description`)
    // Raster and wide: Google asks for 1200 px and at least 50,000 pixels in all.
    const images = [node.image].flat()
    expect(images.length, where).toBeGreaterThan(0)
    images.forEach((image) =>
      expectRaster(image, `${where} image`, { width: 1200, height: 0, pixels: 50_000 }),
    )
    expect(node.datePublished, where).toMatch(isoDate)
    expect(node.dateModified, where).toMatch(isoDate)
    expect(String(node.dateModified) >= String(node.datePublished), `${where} dateModified`).toBe(true)
    // The author's address: the firm's site, or a page about the person that the content gives.
    const author = node.author as Node
    expect(['Person', 'Organization'], where).toContain(author?.['@type'])
    text(author.name, `${where} author`)
    if (author['@type'] === 'Organization' || 'url' in author) {
      expect(String(author.url), `${where} author url`).toMatch(/^https:\/\//)
    }
    expect((node.publisher as Node)?.['@type'], where).toBe('Organization')
    expect(node.mainEntityOfPage, where).toBe(new URL(page, site.url).href)
  },
  BreadcrumbList(node, where, page) {
    const items = node.itemListElement as Node[]
    expect(items.length, where).toBeGreaterThanOrEqual(2)
    items.forEach((item, i) => {
      expect(item['@type'], where).toBe('ListItem')
      expect(item.position, where).toBe(i + 1)
      text(item.name, `${where} item ${i + 1}`)
      expectSiteFile(item.item, `${where} item ${i + 1}`)
    })
    // The home page of the page's language.
    const language = site.languages.find(({ prefix }) => prefix && `${page}/`.startsWith(`${prefix}/`))
    expect(items[0]!.item, where).toBe(new URL(language?.prefix ?? '/', site.url).href)
    expect(items.at(-1)!.item, where).toBe(new URL(page, site.url).href)
  },
}

test('the structured data of every prerendered page has what search engines require of each type', async () => {
  const seen = new Map<string, Set<string>>()
  const files = htmlFiles(BUILD)
  expect(files.length).toBeGreaterThan(100)
  for (const file of files) {
    const page = pathOf(file)
    const types = new Set<string>()
    nodesOf(readFileSync(file, 'utf8')).forEach((node, i) => {
      const type = String(node['@type'])
      types.add(type)
      checks[type]?.(node, `${page} ${type} #${i + 1}`, page)
    })
    seen.set(page, types)
  }

  // Where each type must appear.
  const has = (page: string, type: string) => seen.get(page)?.has(type) ?? false
  const missing = (type: string, pages: string[]) => pages.filter((page) => !has(page, type))
  // Every raster image named is as large as its type asks.
  for (const [file, { min, where }] of rasters) {
    const { width = 0, height = 0 } = await sharp(file).metadata()
    const large = width >= min.width && height >= min.height && width * height >= min.pixels
    expect(large, `${where}: ${width}x${height}`).toBe(true)
  }

  const pages = pagePaths()
  expect(has('/', 'Organization')).toBe(true)
  expect(has('/', 'WebSite')).toBe(true)
  expect(
    missing(
      'JobPosting',
      pages.filter((p) => p.startsWith('/careers/jobs/')),
    ),
  ).toEqual([])
  const articles = sitePages()
    .filter(({ kind }) => kind === 'article' || kind === 'insight')
    .map(({ path }) => path)
  expect(articles.length).toBeGreaterThan(20)
  expect(missing('Article', articles)).toEqual([])
  // Every public page but each language's home page.
  const homes = new Set(site.languages.map(({ prefix }) => prefix || '/'))
  expect(
    missing(
      'BreadcrumbList',
      pages.filter((p) => !homes.has(p)),
    ),
  ).toEqual([])
  // And nowhere it does not belong: no breadcrumbs on home, search, notices or the 404 page.
  const withTrail = [...seen].filter(([, types]) => types.has('BreadcrumbList')).map(([page]) => page)
  expect(withTrail.filter((page) => !pages.includes(page))).toEqual([])
})
