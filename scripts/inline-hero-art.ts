// After `astro build`: a page's hero art, when it is a small drawn SVG, is written into the page as a
// data URI, so the largest thing on the first screen paints with the HTML instead of waiting one more
// round trip. Larger art and raster photos keep their own request (preloaded, high priority).
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Like Vite's asset inline limit: below this an extra request costs more than the bytes. */
const INLINE_LIMIT = 8 * 1024

const HERO_IMG = /<img src="(\/images\/[\w-]+\.svg)"([^>]*\sfetchPriority="high")/gi

/** Percent-encodes only what a data URI in a double-quoted attribute needs; the rest compresses well. */
const dataUri = (svg: string) =>
  `data:image/svg+xml,${svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[%#"<>&]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`

/** Rewrites one page's HTML: its hero SVG inline, and the preload React wrote for it removed. */
export function createHeroArtInliner(publicDir: string) {
  const cache = new Map<string, string | null>()
  const inlined = (src: string) => {
    if (!cache.has(src)) {
      const file = join(publicDir, src)
      cache.set(src, statSync(file).size <= INLINE_LIMIT ? dataUri(readFileSync(file, 'utf8')) : null)
    }
    return cache.get(src)
  }
  return (html: string) => {
    const done: string[] = []
    const page = html.replace(HERO_IMG, (tag, src: string, rest: string) => {
      const uri = inlined(src)
      if (!uri) return tag
      done.push(src)
      return `<img src="${uri}"${rest}`
    })
    return done.reduce(
      (result, src) => result.replace(new RegExp(`<link rel="preload" as="image" href="${src}"[^>]*>`), ''),
      page,
    )
  }
}
