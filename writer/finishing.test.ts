import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { loadContent } from '#content/content.ts'
import { readFields, writeFields } from '#content/files.ts'
import { contentRoot } from '#content/load.ts'
import { buildTestApp } from '#tests/support/test-app.ts'
import { compress, writeIcons, writeSiteFiles } from './finishing.ts'

test('/favicon.ico is an icon, made from the SVG favicon at 16, 32 and 48 px, and the one pages link', async () => {
  const t = await buildTestApp()
  // An SVG icon is rendered as a document of its own on the page's main thread; the ICO is decoded.
  const home = (await t.app.inject({ method: 'GET', url: '/' })).body
  expect([...home.matchAll(/<link rel="icon"[^>]*>/g)].map(([tag]) => tag)).toEqual([
    '<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48">',
  ])
  const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^image\/(vnd\.microsoft\.icon|x-icon)/)
  const ico = response.rawPayload
  // ICONDIR: reserved 0, type 1 (icon), then the number of images; each entry starts with its size.
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
  const count = ico.readUInt16LE(4)
  const sizes = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i))
  expect(sizes.sort((a, b) => a - b)).toEqual([16, 32, 48])
  expect(ico.length).toBeLessThan(20_000)
})

test('robots.txt and sitemap.xml name the site and its pages', async () => {
  const t = await buildTestApp()
  const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' })
  expect(robots.body).toContain('Sitemap: https://www.northstar.example/sitemap.xml')
  const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' })
  expect(sitemap.statusCode).toBe(200)
  expect(sitemap.body).toContain('<loc>https://www.northstar.example/</loc>')
  expect(sitemap.body).not.toContain('/404')
})

test('the site files are written with their compressed copies; the search index is not among them (writer/search-index.ts)', () => {
  // The compression cache goes beside the build, in the same folder.
  const root = mkdtempSync(join(tmpdir(), 'northstar-site-files-'))
  const buildDir = join(root, 'client')
  mkdirSync(buildDir)
  try {
    const files = writeSiteFiles(buildDir, loadContent(contentRoot()))
    compress(buildDir, files, { prune: false })
    for (const file of ['sitemap.xml', 'sitemap.xml.br', 'sitemap.xml.gz', 'robots.txt', 'insights/feed.rss'])
      expect(existsSync(join(buildDir, file)), file).toBe(true)
    expect(existsSync(join(buildDir, 'search-index.json'))).toBe(false)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test('a logo the firm uploaded gives the icons, the logo search engines get and the pages’ logo, fitted into the square', async () => {
  const root = mkdtempSync(join(tmpdir(), 'northstar-logo-'))
  const [contentDir, buildDir] = [join(root, 'content'), join(root, 'client')]
  try {
    cpSync(contentRoot(), contentDir, { recursive: true })
    mkdirSync(join(contentDir, 'images/uploads'), { recursive: true })
    mkdirSync(buildDir)
    // A red logo a little wider than square (as wide as the schema lets one be), on a transparent ground.
    const red = { r: 200, g: 16, b: 46, alpha: 1 }
    await sharp({ create: { width: 600, height: 500, channels: 4, background: red } })
      .png()
      .toFile(join(contentDir, 'images/uploads/acme-logo-1a2b3c.png'))
    const site = readFields('site.yaml', contentDir)
    site.logo = { src: '/images/uploads/acme-logo-1a2b3c.png', width: 600, height: 500 }
    writeFields('site.yaml', site, contentDir)

    await writeIcons(buildDir, loadContent(contentDir))

    const pixels = async (file: string) => {
      const { data, info } = await sharp(join(buildDir, file))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      const at = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
      ]
      const mid = Math.floor(info.width / 2)
      return { size: [info.width, info.height], middle: at(mid, mid), corner: at(0, 0) }
    }
    // Square, the logo across the middle, the rest clear (or white where a phone shows black for clear).
    expect(await pixels('icon-192.png')).toEqual({
      size: [192, 192],
      middle: [200, 16, 46, 255],
      corner: [0, 0, 0, 0],
    })
    expect(await pixels('icon-512.png')).toMatchObject({ size: [512, 512], middle: [200, 16, 46, 255] })
    expect(await pixels('apple-touch-icon.png')).toEqual({
      size: [180, 180],
      middle: [200, 16, 46, 255],
      corner: [255, 255, 255, 255],
    })
    expect(await pixels('images/uploads/acme-logo-1a2b3c-512.png')).toMatchObject({ size: [512, 512] })
    expect(await pixels('images/uploads/acme-logo-1a2b3c-192.png')).toMatchObject({
      size: [192, 192],
      middle: [200, 16, 46, 255],
    })
    const ico = readFileSync(join(buildDir, 'favicon.ico'))
    expect(ico.readUInt16LE(4)).toBe(3)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})
