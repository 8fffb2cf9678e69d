import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { readFields, writeFields } from '#content/files.ts'
import { contentRoot } from '#content/load.ts'
import { SocialProfileSchema } from '#content/schemas.ts'
import { SiteFooter } from './site-footer.tsx'
import { labels, navigation, site } from '#content/index.ts'
import { loadSite } from '#content/site.ts'

const socialLinks = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)" rel="noopener noreferrer" target="_blank" aria-label="([^"]+)"/g)].map(
    ([, href, label]) => ({ href, label }),
  )

test('with no social profile set, the footer has no social list', () => {
  const html = renderToStaticMarkup(
    <SiteFooter site={site} frame={labels.frame} home="/" columns={navigation.footer} socials={[]} />,
  )
  expect(html).not.toContain('Social media')
  expect(socialLinks(html)).toEqual([])
})

test('with one social profile set, the footer links to exactly that one', () => {
  const html = renderToStaticMarkup(
    <SiteFooter
      site={site}
      frame={labels.frame}
      home="/"
      columns={navigation.footer}
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
  expect(
    renderToStaticMarkup(
      <SiteFooter site={site} frame={labels.frame} home="/" columns={navigation.footer} />,
    ),
  ).not.toContain('Social media')
})

test('a social profile must be an https address on its own network', () => {
  const valid = (network: string, url: string) => SocialProfileSchema.safeParse({ network, url }).success
  expect(valid('instagram', 'https://www.instagram.com/northstar')).toBe(true)
  expect(valid('instagram', 'http://www.instagram.com/northstar')).toBe(false)
  expect(valid('facebook', 'https://www.linkedin.com/company/northstar')).toBe(false)
  expect(valid('myspace', 'https://myspace.com/northstar')).toBe(false)
})

test('a profile added to site.yaml shows its icon in the footer, and each network has an icon of its own', async () => {
  const contentDir = mkdtempSync(join(tmpdir(), 'northstar-socials-'))
  cpSync(contentRoot(), contentDir, { recursive: true })
  const profiles = [
    { network: 'linkedin', url: 'https://www.linkedin.com/company/northstar-example' },
    { network: 'instagram', url: 'https://www.instagram.com/northstar.example' },
  ]
  writeFields('site.yaml', { ...readFields('site.yaml', contentDir), socials: profiles }, contentDir)

  try {
    const html = renderToStaticMarkup(
      <SiteFooter site={loadSite(contentDir)} frame={labels.frame} home="/" columns={navigation.footer} />,
    )
    expect(socialLinks(html).map(({ href }) => href)).toEqual(profiles.map(({ url }) => url))
    const icons = [...html.matchAll(/<svg[^>]*>(.*?)<\/svg>/g)].map(([, paths]) => paths)
    const [linkedin, instagram] = socialLinks(html).map(({ label }) => label)
    expect(linkedin).toBe(`${site.shortName} on LinkedIn (opens in a new tab)`)
    expect(instagram).toBe(`${site.shortName} on Instagram (opens in a new tab)`)
    // Two networks, two different drawings.
    expect(new Set(icons.slice(-2)).size).toBe(2)
  } finally {
    rmSync(contentDir, { recursive: true, force: true })
  }
})
