import { expect, test } from 'vitest'
import { articleJsonLd, organizationJsonLd, websiteJsonLd } from './structured-data.ts'
import { site } from '#content/index.ts'

test("the firm's profiles elsewhere are its sameAs, from site.yaml; with none listed it claims none", () => {
  const socials = [
    { network: 'linkedin' as const, url: 'https://www.linkedin.com/company/northstar-example' },
    { network: 'x' as const, url: 'https://x.com/northstar_example' },
  ]
  expect(organizationJsonLd({ ...site, socials }).sameAs).toEqual(socials.map((social) => social.url))
  expect(organizationJsonLd({ ...site, socials: [] })).not.toHaveProperty('sameAs')
})

test('the logo search engines get is the PNG drawn from the SVG logo, and the site has its own node', () => {
  expect(organizationJsonLd(site).logo).toBe(`${site.url}/images/logo-mark-512.png`)
  expect(websiteJsonLd(site)).toEqual({ '@type': 'WebSite', name: site.name, url: site.url })
})

test("an article's author carries the address of a page about them when the content gives one", () => {
  const facts = {
    path: '/articles/insight/edu',
    headline: 'A',
    description: 'B',
    image: { src: '/images/hero-education.svg', alt: '', width: 1600, height: 900 },
    datePublished: '2025-01-14',
    dateModified: '2025-01-14',
  }
  const author = { name: 'Helen Marsh', role: 'Partner', url: 'https://www.northstar.example/people/helen' }
  expect(articleJsonLd(site, { ...facts, author }).author).toMatchObject({
    '@type': 'Person',
    name: 'Helen Marsh',
    url: author.url,
    worksFor: { '@type': 'Organization', url: site.url },
  })
  expect(articleJsonLd(site, { ...facts, author: { name: 'A', role: 'B' } }).author).not.toHaveProperty('url')
  // Signed by no one, it is the firm's, at the firm's address.
  expect(articleJsonLd(site, facts).author).toMatchObject({ '@type': 'Organization', url: site.url })
  // Its images are raster: the art's social card and its widest WebP.
  expect(articleJsonLd(site, facts).image).toEqual([
    `${site.url}/images/hero-education-card.jpg`,
    `${site.url}/images/hero-education-1200w.webp`,
  ])
})
