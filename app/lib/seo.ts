import { site } from '#content/site.ts'

export type PageMeta = {
  title: string
  description: string
  /** An Open Graph image of 1200x630. */
  image?: string
  noindex?: boolean
  type?: 'website' | 'article'
  /** Structured data (schema.org JSON-LD) describing the page. */
  jsonLd?: Record<string, unknown>
}

type MetaTag = { name: string; content: string } | { property: string; content: string }

/** Title, description, canonical URL, Open Graph tags and structured data for one page's head. */
export function headTags(pathname: string, page: PageMeta) {
  const url = new URL(pathname, site.url).href
  const image = new URL(page.image ?? '/images/og-default.jpg', site.url).href
  const meta: MetaTag[] = [
    { name: 'description', content: page.description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
  return { title: page.title, canonical: url, meta, jsonLd: page.jsonLd ? jsonForScript(page.jsonLd) : null }
}

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can end it early. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The firm as schema.org sees it; shown on the home page. */
export const organizationJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: site.name,
  url: site.url,
  logo: new URL(site.logo.src, site.url).href,
  email: site.contact.email,
  telephone: site.contact.phone,
  sameAs: site.socials.map((social) => social.href),
}

/** The head of an admin page: kept out of search engines. */
export const adminMeta = (title: string): PageMeta => ({
  title: `${title} | Admin`,
  description: `The site administration of ${site.name}.`,
  noindex: true,
})
