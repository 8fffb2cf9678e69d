// The WebP variants of the drawn SVG art that the built pages ask for (app/lib/images.ts names
// them), each rendered from its SVG at the width it names. Each file is kept in a cache keyed by
// the SVG's content and reused by the next build.
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import pLimit from 'p-limit'
import sharp from 'sharp'
import { ART_VARIANT_URL } from '#app/lib/images.ts'

const CACHE_DIR = 'node_modules/.cache/art-images'
const QUALITY = 75

/** Writes every art variant the given built pages name into the build; says how many it rendered. */
export async function writeArtVariants(buildDir: string, pages: string[]) {
  // Each variant once, by its address, with the SVG's name and the width it names.
  const wanted = new Map(
    pages.flatMap((page) =>
      [...readFileSync(page, 'utf8').matchAll(ART_VARIANT_URL)].map(
        ([url, name, width]) => [url, { name, width }] as const,
      ),
    ),
  )
  mkdirSync(CACHE_DIR, { recursive: true })
  const limit = pLimit(availableParallelism())
  let rendered = 0
  await Promise.all(
    [...wanted].map(([url, { name, width }]) =>
      limit(async () => {
        const svgFile = join(buildDir, 'images', `${name}.svg`)
        if (!existsSync(svgFile)) {
          throw new Error(`A page shows ${url}, but there is no public/images/${name}.svg.`)
        }
        const svg = readFileSync(svgFile)
        const key = createHash('sha256').update(svg).update(`${width}w q${QUALITY}`).digest('hex')
        const cached = join(CACHE_DIR, `${key.slice(0, 32)}.webp`)
        if (!existsSync(cached)) {
          const intrinsic = (await sharp(svg).metadata()).width!
          // Drawn at the density that gives the width, not drawn and then scaled: lines stay sharp.
          await sharp(svg, { density: (72 * Number(width)) / intrinsic })
            .resize(Number(width))
            .webp({ quality: QUALITY })
            .toFile(cached)
          rendered++
        }
        copyFileSync(cached, join(buildDir, url))
      }),
    ),
  )
  return { variants: wanted.size, rendered }
}
