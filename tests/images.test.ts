import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { expect, onTestFinished, test } from 'vitest'
import { buildSiteWithPhotoHero, FIXTURE } from '#scripts/raster-fixture.ts'

// Attribute names are case-insensitive in HTML (React writes fetchPriority).
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

test(
  'a 4000×3000 JPEG hero comes out as AVIF and WebP at several widths, sized, and first in line',
  { timeout: 240_000 },
  async () => {
    const site = await buildSiteWithPhotoHero()
    onTestFinished(site.remove)
    const html = readFileSync(join(site.buildDir, FIXTURE.path, 'index.html'), 'utf8')
    const picture = /<picture[^>]*>([\s\S]*?)<\/picture>/.exec(html)?.[1] ?? ''
    const source = /<source[^>]*>/.exec(picture)?.[0] ?? ''
    const img = /<img[^>]*>/.exec(picture)?.[0] ?? ''
    expect(attribute(source, 'type')).toBe('image/avif')
    expect(attribute(img, 'width')).toBe(String(FIXTURE.width))
    expect(attribute(img, 'height')).toBe(String(FIXTURE.height))
    expect(attribute(img, 'fetchpriority')).toBe('high')
    expect(attribute(img, 'loading')).toBe('eager')
    expect(attribute(img, 'sizes')).toBe('100vw')

    // Every candidate exists in the build, in its format, at the width its descriptor states.
    for (const [srcset, format] of [
      [attribute(source, 'srcset'), 'heif'],
      [attribute(img, 'srcset'), 'webp'],
    ] as const) {
      const candidates = (srcset ?? '').split(',').map((candidate) => candidate.trim().split(' '))
      expect(candidates.map(([, width]) => width)).toEqual(['480w', '800w', '1200w', '1600w', '2400w'])
      for (const [url, width] of candidates) {
        const file = join(site.buildDir, decodeURIComponent(new URL(url!, 'http://site').pathname))
        expect(existsSync(file), url).toBe(true)
        const meta = await sharp(file).metadata()
        expect(meta.format, url).toBe(format)
        expect(`${meta.width}w`, url).toBe(width)
      }
    }
    // What a phone downloads is a small fraction of the original.
    const smallest = (attribute(source, 'srcset') ?? '').split(',')[0]!.trim().split(' ')[0]!
    const original = readFileSync(join(site.dir, 'content', FIXTURE.src)).length
    const phone = readFileSync(join(site.buildDir, new URL(smallest, 'http://site').pathname)).length
    expect(phone).toBeLessThan(original / 20)
  },
)
