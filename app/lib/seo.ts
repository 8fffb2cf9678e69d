import { DEFAULT_SOCIAL_CARD, SOCIAL_CARD, socialCardOf } from '#app/lib/images.ts'
import { breadcrumbListJsonLd, siteUrl, type JsonLdNode } from '#app/lib/structured-data.ts'
import type { Breadcrumb, Content } from '#content/content.ts'
import { feedLinks } from '#content/feeds.ts'
import type { Image, Labels, Site } from '#content/schemas.ts'

export type PageMeta = {
  title: string
  description: string
  /** The page's art: a shared link to the page shows its social card (the default card without). */
  image?: Image
  noindex?: boolean
  /** False for a page served at addresses not its own (Page Not Found): it names no URL as its own. */
  canonical?: false
  type?: 'website' | 'article'
  /** Structured data (schema.org nodes, without their @context) describing the page. */
  jsonLd?: JsonLdNode | JsonLdNode[]
  /** The page's own feed, named in its head before its section's (an insight topic's archive). */
  feed?: { path: string; title: string }
  /** A listing's page: the pages before and after it (content/listings.ts). */
  pager?: { previous: string | null; next: string | null }
}

type MetaTag = { name: string; content: string } | { property: string; content: string }

/**
 * A page's full title: its own, then the firm's short name; the home page leads with the firm's
 * full name. Content never repeats the name in a title, so a renamed firm is renamed everywhere.
 */
export const pageTitle = (site: Pick<Site, 'name' | 'shortName'>, pathname: string, title: string) =>
  pathname === '/' ? `${site.name} | ${title}` : `${title} | ${site.shortName}`

/**
 * The picture a link to the page shows, and its words for those who cannot see it: the social
 * card of the page's art, or the firm's default card.
 */
export function socialCard(labels: Pick<Labels, 'socialCard'>, page: Pick<PageMeta, 'title' | 'image'>) {
  const card = page.image ? socialCardOf(page.image) : null
  if (!card || !page.image) return { src: DEFAULT_SOCIAL_CARD, alt: labels.socialCard.default }
  return {
    src: card,
    alt: (!page.image.decorative && page.image.alt) || labels.socialCard.art.replace('{title}', page.title),
  }
}

/** A language's locale as Open Graph writes it: `fr_FR` for fr, `en_GB` for en-GB. */
export const openGraphLocale = (locale: string) => {
  const { language, region } = new Intl.Locale(locale).maximize()
  return region ? `${language}_${region}` : language
}

/**
 * The page in each of its languages, for `<link rel="alternate" hreflang>`: each translation, and
 * the default language's as `x-default` (for a visitor of a language the site lacks). None for a
 * page in one language.
 */
export function alternateLinks(content: Pick<Content, 'site' | 'translationsOf'>, pathname: string) {
  const translations = content.translationsOf(pathname)
  const fallback = translations.find(({ language }) => language.prefix === '')
  return [
    ...translations.map(({ language, path }) => ({
      hreflang: language.code,
      href: siteUrl(content.site, path),
    })),
    ...(fallback ? [{ hreflang: 'x-default', href: siteUrl(content.site, fallback.path) }] : []),
  ]
}

/** Title, description, canonical URL, Open Graph tags and structured data for one page's head. */
export function headTags(
  content: Pick<Content, 'site' | 'labels' | 'language' | 'translationsOf' | 'feeds' | 'homePath'>,
  pathname: string,
  page: PageMeta,
  trail: Breadcrumb[] | null = null,
) {
  const { site, labels, language } = content
  const url = page.canonical === false ? null : siteUrl(site, pathname)
  // A language's home page leads with the firm's name, as the default language's does.
  const title = pageTitle(site, pathname === language.prefix ? '/' : pathname, page.title)
  const card = socialCard(labels, page)
  const alternates = page.noindex ? [] : alternateLinks(content, pathname)
  const meta: MetaTag[] = [
    { property: 'og:locale', content: openGraphLocale(language.locale) },
    ...site.languages
      .filter(({ code }) => code !== language.code && alternates.some(({ hreflang }) => hreflang === code))
      .map(({ locale }) => ({ property: 'og:locale:alternate', content: openGraphLocale(locale) })),
    { name: 'description', content: page.description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:image', content: siteUrl(site, card.src) },
    { property: 'og:image:width', content: String(SOCIAL_CARD.width) },
    { property: 'og:image:height', content: String(SOCIAL_CARD.height) },
    { property: 'og:image:alt', content: card.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
  const nodes = [...[page.jsonLd ?? []].flat(), ...(trail ? [breadcrumbListJsonLd(site, trail)] : [])]
  const feeds = page.noindex
    ? []
    : feedLinks(site.shortName, pathname, page.feed, { feeds: content.feeds, home: content.homePath })
  const pager = [
    ...(page.pager?.previous ? [{ rel: 'prev', href: page.pager.previous }] : []),
    ...(page.pager?.next ? [{ rel: 'next', href: page.pager.next }] : []),
  ]
  return { title, canonical: url, meta, feeds, pager, alternates, jsonLd: structuredData(nodes) }
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

/** The head of an admin page of the firm `site`: kept out of search engines. */
export const adminMeta = (site: Pick<Site, 'name'>, title: string): PageMeta => ({
  title: `${title} | Admin`,
  description: `The site administration of ${site.name}.`,
  noindex: true,
})
