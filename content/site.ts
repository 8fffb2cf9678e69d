// The firm's identity, from content/site.yaml: the one place its name, contact details, address and
// social profiles are written.
import { loadFile } from './load.ts'
import { type Site, SiteSchema } from './schemas.ts'

export const site = loadFile(SiteSchema, 'site.yaml')

/** What `{name}`, `{shortName}` and the others stand for in the texts of the content. */
export const tokensOfSite = (firm: Site) => ({
  name: firm.name,
  shortName: firm.shortName,
  slug: firm.slug,
  email: firm.contact.email,
  careersEmail: firm.contact.careersEmail,
  phone: firm.contact.phone,
})

export const siteTokens = tokensOfSite(site)
