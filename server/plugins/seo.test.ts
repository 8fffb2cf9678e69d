import { expect, test } from 'vitest'
import { pagePaths, utilityPaths } from '#content/index.ts'
import { site } from '#content/site.ts'
import { buildTestApp } from '#tests/support/test-app.ts'

// Text as a reader sees it: `&amp;` and `&#38;` are the same character.
const decode = (text: string) =>
  text
    .replace(/&(amp|#38|#x26);/g, '&')
    .replace(/&(quot|#34);/g, '"')
    .replace(/&(#39|#x27);/g, "'")
const tag = (html: string, pattern: RegExp) => {
  const found = pattern.exec(html)?.[1]
  return found === undefined ? undefined : decode(found)
}

test('every prerendered page answers with its content in the HTML, a unique title and description, its own canonical URL and Open Graph tags', async () => {
  const t = await buildTestApp()
  const titles = new Set<string>()
  const descriptions = new Set<string>()
  const paths = [...pagePaths(), ...utilityPaths()]
  for (const path of paths) {
    const response = await t.app.inject({ method: 'GET', url: path })
    const html = response.body
    expect(response.statusCode, path).toBe(path === '/404' ? 404 : 200)
    // The page's words are in the served HTML, readable before (or without) JavaScript.
    const main = tag(html, /<main[^>]*>([\s\S]*)<\/main>/) ?? ''
    expect(main, path).toMatch(/<h1[^>]*>/)
    expect(main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').length, path).toBeGreaterThan(
      utilityPaths().includes(path) ? 100 : 400,
    )
    const title = tag(html, /<title>([^<]+)<\/title>/)
    const description = tag(html, /<meta name="description" content="([^"]+)"/)
    expect(title, path).toBeTruthy()
    expect(description, path).toBeTruthy()
    titles.add(title!)
    descriptions.add(description!)
    expect(tag(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(new URL(path, site.url).href)
    expect(tag(html, /<meta property="og:title" content="([^"]+)"/), path).toBe(title)
    expect(tag(html, /<meta property="og:image" content="([^"]+)"/), path).toMatch(/^https:\/\//)
  }
  expect(titles.size).toBe(paths.length)
  expect(descriptions.size).toBe(paths.length)
})

test('the home page describes the firm as a schema.org Organization', async () => {
  const t = await buildTestApp()
  const html = (await t.app.inject({ method: 'GET', url: '/' })).body
  const json = tag(html, /<script type="application\/ld\+json">([^<]+)<\/script>/)
  expect(JSON.parse(json!)).toMatchObject({ '@type': 'Organization', name: site.name, url: site.url })
})
