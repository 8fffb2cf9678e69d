import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, onTestFinished, test } from 'vitest'
import { createHeroArtInliner } from './inline-hero-art.ts'

test('small hero art is written into the page without its preload; large art and other images keep their request', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hero-art-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  mkdirSync(join(dir, 'images'))
  const small =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <rect fill="#00263e" width="10" height="10"/>\n</svg>\n'
  writeFileSync(join(dir, 'images/small.svg'), small)
  writeFileSync(join(dir, 'images/large.svg'), `<svg>${'<g/>'.repeat(3000)}</svg>`)
  const inline = createHeroArtInliner(dir)

  const page = inline(
    '<head><link rel="preload" as="image" href="/images/small.svg" fetchPriority="high"/></head>' +
      '<img src="/images/small.svg" alt="" fetchPriority="high"/><img src="/images/small.svg" alt="" loading="lazy"/>',
  )
  const [hero, lazy] = [...page.matchAll(/<img src="([^"]*)"/g)].map(([, src]) => src!)
  expect(decodeURIComponent(hero!.replace('data:image/svg+xml,', ''))).toBe(small.trim().replace(/\s+/g, ' '))
  expect(lazy).toBe('/images/small.svg')
  expect(page).not.toContain('rel="preload"')

  const large =
    '<link rel="preload" as="image" href="/images/large.svg"/><img src="/images/large.svg" fetchPriority="high"/>'
  expect(inline(large)).toBe(large)
})
