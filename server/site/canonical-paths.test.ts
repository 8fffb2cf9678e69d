import { expect, test } from 'vitest'
import { createCanonicalPaths } from './canonical-paths.ts'
import { buildTestApp } from '#tests/support/test-app.ts'

test('a trailing slash or another case redirects to the one canonical URL, for every page alike', async () => {
  const t = await buildTestApp()
  const cases = {
    '/newsletter/confirmed/': '/newsletter/confirmed',
    '/Newsletter/Confirmed': '/newsletter/confirmed',
    '/industries/education/': '/industries/education',
    '/INDUSTRIES/Education//': '/industries/education',
    '/about/?ref=mail': '/about?ref=mail',
    // Job ids are written in capitals: their other spellings answer like any page's.
    '/careers/jobs/TECH-001/': '/careers/jobs/TECH-001',
    '/careers/jobs/tech-001': '/careers/jobs/TECH-001',
    '/careers/jobs/tech-001/': '/careers/jobs/TECH-001',
    '/careers/jobs/Cons-002': '/careers/jobs/CONS-002',
    // Known aliases too, in one hop.
    '/capabilities/growth-marketion/': '/capabilities/growth-marketing',
    '/Industries/Healthcare': '/industries/social-sector',
  }
  for (const [from, to] of Object.entries(cases)) {
    const response = await t.app.inject({ method: 'GET', url: from })
    expect(response.statusCode, from).toBe(301)
    expect(response.headers.location, from).toBe(to)
  }
  for (const path of ['/careers/jobs/TECH-001', '/industries/education', '/']) {
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(200)
  }
  // Page Not Found is no address of its own, in any language; a missing page is answered in the
  // language of its address.
  for (const path of ['/404', '/404/', '/fr/404', '/FR/404/'])
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404)
  const french = await t.app.inject({ method: 'GET', url: '/fr/analyses/une-page-disparue' })
  expect([french.statusCode, /<html lang="(\w+)"/.exec(french.body)?.[1]]).toEqual([404, 'fr'])
  expect(french.body).toContain('Page introuvable')
  expect(french.body).toContain('href="/fr"')
  const english = await t.app.inject({ method: 'GET', url: '/france' })
  expect([english.statusCode, /<html lang="(\w+)"/.exec(english.body)?.[1]]).toEqual([404, 'en'])
})

test('two pages whose addresses differ only in case stop the server at start', () => {
  expect(() => createCanonicalPaths(['/about', '/About'], {})).toThrow(
    'The pages /about and /About differ only in case.',
  )
  const canonicalOf = createCanonicalPaths(['/about'], { '/old-about': '/about' })
  expect(canonicalOf('/ABOUT/')).toBe('/about')
  expect(canonicalOf('/Old-About')).toBe('/about')
  expect(canonicalOf('/about-us')).toBeUndefined()
})
