import { brotliDecompressSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { buildTestApp } from '#tests/support/test-app.ts'

test('the job search answers ?q= and ?category= with the matching jobs in the page, so it works without JavaScript', async () => {
  const t = await buildTestApp()
  const jobs = async (path: string, query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${path}${query}`,
      headers: { 'accept-encoding': 'br' },
    })
    expect(response.statusCode).toBe(200)
    const prerendered = await t.app.inject({ method: 'GET', url: path })
    expect(response.headers['content-security-policy']).toBe(prerendered.headers['content-security-policy'])
    const html = brotliDecompressSync(response.rawPayload).toString()
    const listed = [...html.matchAll(/<a href="\/careers\/jobs\/([A-Z]+-\d+)"/g)].map(([, id]) => id)
    return { html, listed }
  }

  for (const path of ['/careers/searchjobs']) {
    const byText = await jobs(path, '?q=data+engineer')
    expect(byText.listed).toEqual(['TECH-001'])
    expect(byText.html).toContain('1 of 3 featured jobs')
    expect(byText.html).toMatch(/<input id="job-search-q"[^>]* name="q" value="data engineer"\/>/)
    expect(byText.html).toContain(`action="${path}"`)
  }

  const byCategory = await jobs('/careers/searchjobs', '?q=&category=Operations')
  expect(byCategory.listed).toEqual(['OPS-003'])
  // The picked category is shown pressed, and pressing it again sends the form without it.
  expect(byCategory.html).toMatch(/value="" aria-pressed="true"[^>]*>Operations</)

  const none = await jobs('/careers/searchjobs', '?q=astronaut')
  expect(none.listed).toEqual([])
  expect(none.html).toContain('No featured jobs match your search.')

  // A category the page does not have is ignored; what a visitor types is text, never markup.
  const odd = await jobs(
    '/careers/searchjobs',
    `?category=Nope&q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
  )
  expect(odd.html).not.toContain('<img src=x')
  expect(odd.html).toContain('name="q" value="&lt;img src=x onerror=alert(1)&gt;"')
  expect(odd.listed).toEqual([])

  // No search: the prerendered page, all jobs, the newest first.
  expect((await jobs('/careers/searchjobs', '')).listed).toEqual(['OPS-003', 'TECH-001', 'CONS-002'])
})

test('a search answers with its results in the page, so it works without JavaScript', async () => {
  const t = await buildTestApp()
  const search = async (q: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/search?q=${encodeURIComponent(q)}`,
      headers: { 'accept-encoding': 'br' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    return brotliDecompressSync(response.rawPayload).toString()
  }

  const html = await search('Irrigation')
  expect(html).toContain('<a href="/case-studies/smart-irrigation"')
  expect(html).toMatch(/\d+ pages match “Irrigation”/)
  expect(html).toContain('value="Irrigation"')

  // What a visitor types is text, never markup, and an over-long query is cut, not refused.
  const body = await search(`<img src=x onerror=alert(1)>${'a'.repeat(500)}`)
  expect(body).not.toContain('<img src=x')
  expect(body).toContain('No pages match “&lt;img src=x onerror=alert(1)&gt;aaa')
  expect(body).not.toContain('a'.repeat(200))

  // Without a query the page invites a search and offers the site's sections.
  const empty = await t.app.inject({ method: 'GET', url: '/search?q=%20' })
  expect(empty.body).toContain('Type a word or two')
  expect(empty.body).toContain('<a href="/careers/searchjobs"')
})

test('a search is rendered once however often it is asked for, and read up to its first 200 characters', async () => {
  const t = await buildTestApp()
  const search = async (q: string) =>
    (await t.app.inject({ method: 'GET', url: `/search?q=${encodeURIComponent(q)}` })).body
  const long = `irrigation ${'x'.repeat(400)}`
  expect(await search(long)).toBe(await search(long.slice(0, 200)))
  expect(await search(long)).not.toContain('x'.repeat(201))
})
