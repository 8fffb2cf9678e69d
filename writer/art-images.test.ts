// @module-tag full -- the development server's image variants: whoever changes them runs these.
import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { withArtVariants, withPhotoVariants } from '#app/lib/images.ts'
import { makePhoto } from '#tests/support/raster-fixture.ts'
import { serveImageVariants } from './art-images.ts'

let publicDir: string
let contentDir: string
let server: Server
let origin: string

beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'northstar-art-'))
  mkdirSync(join(publicDir, 'images/team'), { recursive: true })
  // A drawing of its own (its colour unique to this run), so it is rendered here, not found in the cache.
  const colour = `#${randomUUID().slice(0, 6)}`
  writeFileSync(
    join(publicDir, 'images/team/drawing.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="${colour}"/><circle cx="800" cy="450" r="300" fill="#fff"/></svg>`,
  )
  contentDir = mkdtempSync(join(tmpdir(), 'northstar-photos-'))
  mkdirSync(join(contentDir, 'images/uploads'), { recursive: true })
  writeFileSync(join(contentDir, 'images/uploads/harbour.jpg'), await makePhoto(1000, 600))
  const handler = serveImageVariants(publicDir, contentDir)
  // What the dev server does after it: answer 404.
  server = createServer((request, response) =>
    handler(request, response, () => {
      response.writeHead(404).end('next handler')
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  rmSync(publicDir, { recursive: true, force: true })
  rmSync(contentDir, { recursive: true, force: true })
})

test('in development, each art variant a page names is rendered from its SVG when asked for', async () => {
  const image = withArtVariants({ src: '/images/team/drawing.svg', alt: '', width: 1600, height: 900 })
  const urls = [image.src, ...image.variants!.webp.split(', ').map((candidate) => candidate.split(' ')[0]!)]
  expect(urls).toEqual([
    '/images/team/drawing-1200w.webp',
    '/images/team/drawing-800w.webp',
    '/images/team/drawing-1600w.webp',
  ])
  for (const url of urls) {
    const response = await fetch(`${origin}${url}`)
    expect(response.status, url).toBe(200)
    expect(response.headers.get('content-type'), url).toBe('image/webp')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta.format, url).toBe('webp')
    expect(`${meta.width}w`, url).toBe(/-(\d+w)\.webp$/.exec(url)![1])
  }
})

test('in development, each photograph variant a page names is scaled from its file when asked for', async () => {
  const image = withPhotoVariants({ src: '/images/uploads/harbour.jpg', alt: '', width: 1000, height: 600 })
  expect(image.src).toBe('/images/uploads/harbour.jpg.1000w.webp')
  const candidates = [image.variants!.avif!, image.variants!.webp].flatMap((srcset) =>
    srcset.split(', ').map((candidate) => candidate.split(' ') as [string, string]),
  )
  expect(candidates.map(([, width]) => width)).toEqual(['480w', '800w', '1000w', '480w', '800w', '1000w'])
  for (const [url, width] of candidates) {
    const response = await fetch(`${origin}${url}`)
    expect(response.status, url).toBe(200)
    const format = url.endsWith('.avif') ? 'avif' : 'webp'
    expect(response.headers.get('content-type'), url).toBe(`image/${format}`)
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta.format, url).toBe(format === 'avif' ? 'heif' : 'webp')
    expect(`${meta.width}w`, url).toBe(width)
  }
  const missing = await fetch(`${origin}/images/uploads/gone.jpg.800w.webp`)
  expect(missing.status).toBe(404)
  expect(await missing.text()).toContain('content/images/uploads/gone.jpg')
})

test('a variant of an SVG that is not there is a 404 naming the file; anything else goes on', async () => {
  const missing = await fetch(`${origin}/images/nowhere-800w.webp`)
  expect(missing.status).toBe(404)
  expect(await missing.text()).toContain('public/images/nowhere.svg')
  // Never a file outside the content folder's images.
  expect((await fetch(`${origin}/images/..%2f..%2fsecret.jpg.800w.webp`)).status).not.toBe(200)
  for (const url of ['/images/team/drawing.svg', '/images/photo-800w.avif', '/about', '/images/x-0w.webp']) {
    const response = await fetch(`${origin}${url}`)
    expect(await response.text(), url).toBe('next handler')
  }
})
