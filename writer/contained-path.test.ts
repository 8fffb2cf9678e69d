// The build reads and writes the files content names only inside their folders: a name with `..`,
// an absolute one, an escaped one or one through a link that leads out finds nothing there.
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import type { Content } from '#content/content.ts'
import { ImageSrc } from '#content/schemas.ts'
import { fileWithin, pathWithin } from './contained-path.ts'
import { writeIcons } from './finishing.ts'

/** A folder with a content root and, beside it, a file the build must never reach. */
function folders() {
  const dir = mkdtempSync(join(tmpdir(), 'contained-'))
  const root = join(dir, 'content')
  mkdirSync(join(root, 'images', 'uploads'), { recursive: true })
  writeFileSync(join(root, 'images', 'uploads', 'logo.png'), 'inside')
  writeFileSync(join(dir, 'secret.png'), 'outside')
  mkdirSync(join(dir, 'elsewhere'))
  symlinkSync(join(dir, 'secret.png'), join(root, 'images', 'uploads', 'linked.png'))
  symlinkSync(join(dir, 'elsewhere'), join(root, 'images', 'uploads', 'away'))
  return { dir, root }
}

const ESCAPES = [
  '/images/uploads/../../../secret.png',
  '/../secret.png',
  `${'/..'.repeat(30)}/etc/passwd`,
  '/images/uploads/linked.png',
  '/images/uploads/away/new.png',
]

test('names inside the folder are found; `..`, absolute, escaped and linked ones lead nowhere', () => {
  const { dir, root } = folders()
  expect(fileWithin(root, '/images/uploads/logo.png')).toBe(join(root, 'images/uploads/logo.png'))
  expect(pathWithin(root, '/images/uploads/new/logo-192.png')).toBe(
    join(root, 'images/uploads/new/logo-192.png'),
  )
  for (const path of ESCAPES) expect(pathWithin(root, path), path).toBeNull()
  // An absolute path or an escaped `..` is a name inside the folder, where nothing is.
  expect(fileWithin(root, join(dir, 'secret.png'))).toBeNull()
  expect(fileWithin(root, '/images/uploads/%2e%2e/%2e%2e/%2e%2e/secret.png')).toBeNull()
  expect(pathWithin(root, '/images/uploads/%2e%2e/x.png')).toBe(join(root, 'images/uploads/%2e%2e/x.png'))
})

test("a logo named outside the content folder stops the build's icons, and nothing is read or written outside", async () => {
  const { dir, root } = folders()
  const buildDir = join(dir, 'build')
  mkdirSync(buildDir)
  writeFileSync(
    join(root, 'images', 'uploads', 'logo.png'),
    await sharp({ create: { width: 200, height: 200, channels: 3, background: '#123456' } })
      .png()
      .toBuffer(),
  )
  for (const src of ESCAPES) {
    const content = { root, site: { logo: { src, width: 200, height: 200 } } } as unknown as Content
    await expect(writeIcons(buildDir, content), src).rejects.toThrow("is not a file of the site's own folder")
  }
  expect(readdirSync(dir).sort()).toEqual(['build', 'content', 'elsewhere', 'secret.png'])
  expect(readdirSync(join(dir, 'elsewhere'))).toEqual([])

  const content = { root, site: { logo: { src: '/images/uploads/logo.png', width: 200, height: 200 } } }
  await writeIcons(buildDir, content as unknown as Content)
  expect(readdirSync(join(buildDir, 'images', 'uploads')).length).toBeGreaterThan(0)
})

test('content names a picture by its name: paths to elsewhere are refused as it is checked', () => {
  for (const src of [
    '/images/uploads/../../../../etc/logo.png',
    '/images/uploads/%2e%2e/%2e%2e/logo.png',
    '/etc/passwd',
    '/images/uploads/a/b.png',
    '/images/uploads/.hidden.png',
    '/favicon.svg',
    'https://example.com/logo.png',
  ])
    expect(ImageSrc.safeParse(src).success, src).toBe(false)
  for (const src of ['/images/uploads/harbour-1a2b.jpg', '/images/hero-about.svg'])
    expect(ImageSrc.safeParse(src).success, src).toBe(true)
})
