import type { MetaDescriptor } from 'react-router'
import { site } from '#content/site.ts'

type PageMeta = {
  title: string
  description: string
  /** An Open Graph image of 1200x630. */
  image?: string
  noindex?: boolean
  type?: 'website' | 'article'
  /** Structured data (schema.org JSON-LD) describing the page. */
  jsonLd?: Record<string, unknown>
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta(pathname: string, page: PageMeta): MetaDescriptor[] {
  const url = new URL(pathname, site.url).href
  const image = new URL(page.image ?? '/images/og-default.jpg', site.url).href
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
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
    ...(page.jsonLd ? [{ 'script:ld+json': page.jsonLd }] : []),
  ]
}

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
