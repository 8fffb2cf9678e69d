// The firm's identity, from content/site.yaml: the one place its name, contact details, address and
// social profiles are written. Read with the rest of the content (content.ts), never on its own.
import { loadFile } from './load.ts'
import { type Site, SiteSchema } from './schemas.ts'

/** The firm's identity in the content folder `root`. */
export const loadSite = (root: string): Site => loadFile(SiteSchema, 'site.yaml', { root })

/** The site's language of the code `code` (a form's), or its default language where it has none such. */
export const languageOf = (site: Pick<Site, 'languages'>, code?: string) =>
  site.languages.find((language) => language.code === code) ?? site.languages[0]!

/** The tokens the content's texts may use for the firm's facts: `{name}`, `{shortName}`… */
export const SITE_TOKENS = [
  'name',
  'shortName',
  'slug',
  'email',
  'careersEmail',
  'phone',
  'visitDays',
] as const

export type SiteTokens = Record<(typeof SITE_TOKENS)[number], string>

/** What `{name}`, `{shortName}` and the others stand for in the texts of the content. */
export const tokensOfSite = (firm: Site): SiteTokens => ({
  name: firm.name,
  shortName: firm.shortName,
  slug: firm.slug,
  email: firm.contact.email,
  careersEmail: firm.contact.careersEmail,
  phone: firm.contact.phone,
  visitDays: String(firm.visitDays),
})
