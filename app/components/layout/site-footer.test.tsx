import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { SocialProfileSchema } from '#content/schemas.ts'
import { site } from '#content/site.ts'
import { SiteFooter } from './site-footer.tsx'

const socialLinks = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)" rel="noopener noreferrer" target="_blank" aria-label="([^"]+)"/g)].map(
    ([, href, label]) => ({ href, label }),
  )

test('with no social profile set, the footer has no social list', () => {
  const html = renderToStaticMarkup(<SiteFooter socials={[]} />)
  expect(html).not.toContain('Social media')
  expect(socialLinks(html)).toEqual([])
})

test('with one social profile set, the footer links to exactly that one', () => {
  const html = renderToStaticMarkup(
    <SiteFooter
      socials={[{ network: 'linkedin', url: 'https://www.linkedin.com/company/northstar-example' }]}
    />,
  )
  expect(html).toContain('aria-label="Social media"')
  expect(socialLinks(html)).toEqual([
    {
      href: 'https://www.linkedin.com/company/northstar-example',
      label: `${site.shortName} on LinkedIn (opens in a new tab)`,
    },
  ])
})

test("the site's own social profiles are valid, and none is set by default", () => {
  for (const profile of site.socials) expect(SocialProfileSchema.safeParse(profile).success).toBe(true)
  expect(site.socials).toEqual([])
  expect(renderToStaticMarkup(<SiteFooter />)).not.toContain('Social media')
})

test('a social profile must be an https address on its own network', () => {
  const valid = (network: string, url: string) => SocialProfileSchema.safeParse({ network, url }).success
  expect(valid('instagram', 'https://www.instagram.com/northstar')).toBe(true)
  expect(valid('instagram', 'http://www.instagram.com/northstar')).toBe(false)
  expect(valid('facebook', 'https://www.linkedin.com/company/northstar')).toBe(false)
  expect(valid('myspace', 'https://myspace.com/northstar')).toBe(false)
})
