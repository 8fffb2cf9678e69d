// What the server itself reads of the content the site is built from (the firm's identity, the
// newsletter's topics), from the live release: a publish in the content editor changes it at once.
import { loadFile } from '#content/load.ts'
import { NewsletterLinksSchema, SiteSchema, type NewsletterLinks, type Site } from '#content/schemas.ts'
import { tokensOfSite } from '#content/site.ts'

export function createLiveContent(contentDir: () => string) {
  let cached: { dir: string; site: Site; newsletter: NewsletterLinks } | undefined
  function current() {
    const dir = contentDir()
    if (cached?.dir !== dir) {
      const site = loadFile(SiteSchema, 'site.yaml', { root: dir, tokens: {} })
      const newsletter = loadFile(NewsletterLinksSchema, 'newsletter-links.yaml', {
        root: dir,
        tokens: tokensOfSite(site),
      })
      cached = { dir, site, newsletter }
    }
    return cached
  }
  return {
    site: () => current().site,
    newsletter: () => current().newsletter,
  }
}

export type LiveContent = ReturnType<typeof createLiveContent>
