import { breadcrumbListJsonLd, siteUrl, type JsonLdNode } from '#app/lib/structured-data.ts'
import type { Breadcrumb } from '#content/index.ts'
import { site } from '#content/site.ts'

export type PageMeta = {
  title: string
  description: string
  /** An Open Graph image of 1200x630. */
  image?: string
  noindex?: boolean
  type?: 'website' | 'article'
  /** Structured data (a schema.org node, without its @context) describing the page. */
  jsonLd?: JsonLdNode
}

type MetaTag = { name: string; content: string } | { property: string; content: string }

/**
 * A page's full title: its own, then the firm's short name; the home page leads with the firm's
 * full name. Content never repeats the name in a title, so a renamed firm is renamed everywhere.
 */
export const pageTitle = (pathname: string, title: string) =>
  pathname === '/' ? `${site.name} | ${title}` : `${title} | ${site.shortName}`

/** Title, description, canonical URL, Open Graph tags and structured data for one page's head. */
export function headTags(pathname: string, page: PageMeta, trail: Breadcrumb[] | null = null) {
  const url = siteUrl(pathname)
  const title = pageTitle(pathname, page.title)
  const image = siteUrl(page.image ?? '/images/og-default.jpg')
  const meta: MetaTag[] = [
    { name: 'description', content: page.description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
  const nodes = [page.jsonLd, trail ? breadcrumbListJsonLd(trail) : undefined].filter((node) => !!node)
  return { title, canonical: url, meta, jsonLd: structuredData(nodes) }
}

/** One JSON-LD script for the page's nodes: the node itself, or a graph of several. */
function structuredData(nodes: JsonLdNode[]) {
  const context = 'https://schema.org'
  if (nodes.length === 0) return null
  if (nodes.length === 1) return jsonForScript({ '@context': context, ...nodes[0] })
  return jsonForScript({ '@context': context, '@graph': nodes })
}

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can end it early. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The head of an admin page: kept out of search engines. */
export const adminMeta = (title: string): PageMeta => ({
  title: `${title} | Admin`,
  description: `The site administration of ${site.name}.`,
  noindex: true,
})
