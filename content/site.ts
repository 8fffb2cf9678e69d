// The firm's identity, from content/site.yaml: the one place its name, contact details, address and
// social profiles are written.
import { loadFile } from './load.ts'
import { SiteSchema } from './schemas.ts'

export const site = loadFile(SiteSchema, 'site.yaml')

/** What `{name}`, `{shortName}` and the others stand for in the texts of the content. */
export const siteTokens = {
  name: site.name,
  shortName: site.shortName,
  slug: site.slug,
  email: site.contact.email,
  careersEmail: site.contact.careersEmail,
  phone: site.contact.phone,
}
