// @module-tag full -- a copy of the site built around a photograph (a minute or two): the full tier.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildSiteWithPhotoHero, FIXTURE } from '#tests/support/raster-fixture.ts'
import { browserAvailable, launchBrowser } from '#tests/support/browser.ts'
import { startProductionServer } from '#tests/support/production-server.ts'

let site: Awaited<ReturnType<typeof buildSiteWithPhotoHero>>
beforeAll(async () => {
  site = await buildSiteWithPhotoHero()
}, 240_000)
afterAll(() => site?.remove())

// Attribute names are case-insensitive in HTML (React writes fetchPriority).
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

/** The first <picture> of a built page: its AVIF <source> and its <img>. */
function firstPicture(path: string) {
  const html = readFileSync(join(site.buildDir, path, 'index.html'), 'utf8')
  const picture = /<picture[^>]*>([\s\S]*?)<\/picture>/.exec(html)?.[1] ?? ''
  return { source: /<source[^>]*>/.exec(picture)?.[0] ?? '', img: /<img[^>]*>/.exec(picture)?.[0] ?? '' }
}

/** Every candidate of the srcset exists in the build, in its format, at the width its descriptor states. */
async function expectCandidates(srcset: string | undefined, format: 'heif' | 'webp', widths: string[]) {
  const candidates = (srcset ?? '').split(',').map((candidate) => candidate.trim().split(' '))
  expect(candidates.map(([, width]) => width)).toEqual(widths)
  for (const [url, width] of candidates) {
    const file = join(site.buildDir, decodeURIComponent(new URL(url!, 'http://site').pathname))
    expect(existsSync(file), url).toBe(true)
    const meta = await sharp(file).metadata()
    expect(meta.format, url).toBe(format)
    expect(`${meta.width}w`, url).toBe(width)
  }
}

test('a 4000×3000 JPEG hero comes out as AVIF and WebP at several widths, sized, and first in line', async () => {
  const { source, img } = firstPicture(FIXTURE.path)
  expect(attribute(source, 'type')).toBe('image/avif')
  expect(attribute(img, 'width')).toBe(String(FIXTURE.width))
  expect(attribute(img, 'height')).toBe(String(FIXTURE.height))
  expect(attribute(img, 'fetchpriority')).toBe('high')
  expect(attribute(img, 'loading')).toBe('eager')
  // The hero's panel: 40% of a wide screen, the whole width of a phone.
  expect(attribute(img, 'sizes')).toBe('(min-width: 1024px) 40vw, 100vw')
  const widths = ['480w', '800w', '1200w', '1600w', '2400w']
  await expectCandidates(attribute(source, 'srcset'), 'heif', widths)
  await expectCandidates(attribute(img, 'srcset'), 'webp', widths)

  // What a phone downloads is a small fraction of the original.
  const smallest = (attribute(source, 'srcset') ?? '').split(',')[0]!.trim().split(' ')[0]!
  const original = readFileSync(join(site.dir, 'content', FIXTURE.src)).length
  const phone = readFileSync(join(site.buildDir, new URL(smallest, 'http://site').pathname)).length
  expect(phone).toBeLessThan(original / 20)
})

test('drawn SVG art is served as WebP drawn from the SVG, never as an SVG <img>', async () => {
  const html = readFileSync(join(site.buildDir, '/industries/technology', 'index.html'), 'utf8')
  const img = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? ''
  expect(attribute(img, 'src')).toBe('/images/hero-technology-1200w.webp')
  expect(attribute(img, 'width')).toBe('1600')
  await expectCandidates(attribute(img, 'srcset'), 'webp', ['800w', '1600w'])
  // The raster keeps the art's colours: the top-left corner is the SVG's dark navy, not blank.
  const corner = await sharp(join(site.buildDir, 'images/hero-technology-800w.webp'))
    .extract({ left: 0, top: 0, width: 8, height: 8 })
    .stats()
  const [red, green, blue] = corner.channels.map((channel) => Math.round(channel.mean))
  expect(blue! > red! && [red, green, blue].every((value) => value! < 80), `${red},${green},${blue}`).toBe(
    true,
  )
  for (const path of [
    '/',
    '/industries/technology',
    '/articles/insight/edu',
    '/case-studies/ai-healthcare',
  ]) {
    const page = readFileSync(join(site.buildDir, path, 'index.html'), 'utf8')
    expect(page, path).not.toMatch(/<img[^>]*src="[^"]*\.svg"/)
  }
})

test.skipIf(!browserAvailable)(
  'the photograph takes the art’s place: beside the words on a wide screen, under them on a phone',
  async () => {
    const server = await startProductionServer({ LOG_LEVEL: 'warn', BUILD_DIR: site.buildDir })
    const browser = await launchBrowser()
    try {
      for (const width of [1280, 390]) {
        const page = await browser.newPage({ viewport: { width, height: 900 } })
        await page.goto(server.origin + FIXTURE.path)
        const { photo, words } = await page.locator('h1').evaluate((h1) => {
          const band = h1.closest('section')!
          return {
            photo: band.querySelector('picture img')!.getBoundingClientRect().toJSON() as DOMRect,
            words: band.querySelector('p:last-of-type')!.getBoundingClientRect().toJSON() as DOMRect,
          }
        })
        if (width === 1280) {
          expect(photo.left, 'right of the words').toBeGreaterThan(words.right)
          expect(photo.top, 'level with the words').toBeLessThan(words.bottom)
        } else {
          expect(photo.top, 'under the words').toBeGreaterThanOrEqual(words.bottom)
        }
        await page.close()
      }
    } finally {
      await browser.close()
      await server.stop()
    }
  },
)
