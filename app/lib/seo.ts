import type { MetaDescriptor } from 'react-router'
import { site } from '#content/site.ts'

type PageMeta = { title: string; description: string; image?: string; noindex?: boolean }

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta(pathname: string, page: PageMeta): MetaDescriptor[] {
  const url = new URL(pathname, site.url).href
  const image = new URL(page.image ?? '/images/og-default.svg', site.url).href
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}
