import { FORM_TOKEN_FIELD } from '#contract/contact.ts'
import { CONFIRMED_TOPICS_TOKEN } from '#contract/newsletter-constants.ts'
import { escapeHtml } from '#server/lib/html.ts'
import { TokenSchema } from '#contract/newsletter.ts'
import { FORM_TOKEN_SLOT, TOKEN_SLOT, withHtml, type Page } from './pages.ts'
import { type Content, contentIn } from '#content/content.ts'
import {
  createJobSearchPage,
  createSearchResultsPage,
  searchIndexOf,
  type SearchViews,
} from './search-pages.ts'

/**
 * Puts a validated token into the prerendered form's hidden field, and the link's query (`carried`:
 * its token, and its topic) into the language switcher's links: the same page in another language
 * still works.
 */
function withToken(page: Page, token: string, carried: URLSearchParams): Page {
  const html = page.html
    .replace(TOKEN_SLOT, `name="token" value="${token}"`)
    .replace(
      SWITCH_LINK,
      (_, path: string) => `<a href="${path}?${escapeHtml(carried.toString())}" ${SWITCH_MARK}`,
    )
  return { csp: page.csp, html, holdsSecrets: true }
}

/** The mark of a link of the language switcher, after its address (app/components/layout/site-header.tsx). */
const SWITCH_MARK = 'data-language-switch=""'
const SWITCH_LINK = new RegExp(`<a href="([^"?#]*)" ${SWITCH_MARK}`, 'g')

/** The page that thanks a reader for confirming (in each language), and the token its text leaves for the topics. */
const CONFIRMED_PAGE = '/newsletter/confirmed'
const TOPICS_SLOT = `{${CONFIRMED_TOPICS_TOKEN}}`

/** A page with the contact form, dated now: the server can tell how long the visitor took. */
function withFormToken(page: Page, token: string): Page {
  return withHtml(page, page.html.replace(FORM_TOKEN_SLOT, `name="${FORM_TOKEN_FIELD}" value="${token}"`))
}

function required(pages: Map<string, Page>, path: string) {
  const page = pages.get(path)
  if (!page) throw new Error(`The build has no ${path} page.`)
  return page
}

type VariantOptions = {
  views: SearchViews
  buildDir: string
  /** The content the build was made from. */
  content: Content
  pages: Map<string, Page>
  /** A fresh token for a page that hands out the contact form. */
  formToken: () => string
}

/**
 * What a prerendered page becomes for one request: a mail link's token in its form, the results of
 * a search or a job search, or a fresh contact-form token; otherwise the page as built. Checks at
 * start that the build has the pages and markup these need.
 */
export function createPageVariants({ views, buildDir, content, pages, formToken }: VariantOptions) {
  // Each language's search page, among its own pages.
  const entries = searchIndexOf(buildDir)
  const searchPages = new Map(
    content.site.languages.flatMap(({ code }) => {
      const inLanguage = contentIn(content, code)
      const path = inLanguage.localPath('/search')
      if (code !== content.language.code && path === '/search') return []
      const page = { path, page: required(pages, path) }
      return [[path, createSearchResultsPage(views, entries, inLanguage, page)] as const]
    }),
  )
  const jobSearchPages = new Map(
    content
      .jobSearchPaths()
      .map((path) => [path, createJobSearchPage(views, content, path, required(pages, path))] as const),
  )
  const formPages = new Set([...pages].filter(([, page]) => page.formSlot).map(([path]) => path))
  const topicKeys = new Set(content.newsletterLinks.topics.map((topic) => topic.key))
  /**
   * Each language's thanks for confirming, naming the topics of the query (the ones the reader now
   * receives) in its words: "Insights and Job openings", « Analyses et Offres d’emploi ».
   */
  const confirmedPages = new Map(
    content.site.languages.flatMap(({ code, locale }) => {
      const inLanguage = contentIn(content, code)
      const path = inLanguage.localPath(CONFIRMED_PAGE)
      // A language without the page leaves it to the default language's.
      if (code !== content.language.code && path === CONFIRMED_PAGE) return []
      const { topics, chosen } = inLanguage.newsletterLinks
      const labels = new Map(topics.map((topic) => [topic.key, topic.label]))
      const list = new Intl.ListFormat(locale, { type: 'conjunction' })
      const withTopics = (page: Page, asked: string | null) => {
        const named = [...new Set(asked?.split(','))].flatMap((key) => labels.get(key) ?? [])
        const said = named.length ? list.format(named) : chosen
        return withHtml(page, page.html.replaceAll(TOPICS_SLOT, escapeHtml(said)))
      }
      return [[path, withTopics] as const]
    }),
  )
  return (path: string, page: Page, params: URLSearchParams): Page => {
    const token = params.get('token')
    if (page.tokenSlot && token && TokenSchema.safeParse(token).success) {
      const chosen = params.get('topic')
      const known = chosen && topicKeys.has(chosen) ? chosen : null
      // The confirm page: the topic the link was sent for is not offered again as an "also".
      const omitted = known
        ? page.html.replace(`data-topic="${known}"`, `data-topic="${known}" hidden=""`)
        : page.html
      const carried = new URLSearchParams({ token, ...(known ? { topic: known } : {}) })
      return withToken({ ...page, html: omitted }, token, carried)
    }
    const query = params.get('q')
    const searchPage = searchPages.get(path)
    if (searchPage && query?.trim()) return searchPage(query)
    const jobSearchPage = jobSearchPages.get(path)
    if (jobSearchPage && (params.get('q')?.trim() || params.get('category'))) return jobSearchPage(params)
    if (formPages.has(path)) return withFormToken(page, formToken())
    const confirmedPage = confirmedPages.get(path)
    if (confirmedPage) return confirmedPage(page, params.get(CONFIRMED_TOPICS_TOKEN))
    return page
  }
}
