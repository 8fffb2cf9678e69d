import { FORM_TOKEN_FIELD } from '#contract/contact.ts'
import { CONFIRMED_TOPICS_TOKEN } from '#contract/newsletter-constants.ts'
import { escapeHtml } from '#server/lib/html.ts'
import { TokenSchema } from '#contract/newsletter.ts'
import { FORM_TOKEN_SLOT, TOKEN_PAGES, withHtml, type Page } from './pages.ts'
import { type Content, contentIn } from '#content/content.ts'
import {
  createJobSearchPage,
  createSearchResultsPage,
  searchIndexOf,
  type SearchViews,
} from './search-pages.ts'

/** Puts a validated token into the prerendered form's hidden field. */
function withToken(page: Page, token: string): Page {
  const html = page.html.replace('name="token" value=""', `name="token" value="${token}"`)
  return { csp: page.csp, html, holdsSecrets: true }
}

/** The page that thanks a reader for confirming, and the token its text leaves for the topics. */
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
  const topicLabels = new Map(content.newsletterLinks.topics.map((topic) => [topic.key, topic.label]))
  /** The thanks for confirming, naming the topics of the query (the ones the reader now receives). */
  const withTopics = (page: Page, asked: string | null) => {
    const labels = [...new Set(asked?.split(','))].flatMap((key) => topicLabels.get(key) ?? [])
    const said = labels.length
      ? `${labels.slice(0, -1).join(', ')}${labels.length > 1 ? ' and ' : ''}${labels.at(-1)}`
      : 'the e-mails you chose'
    return withHtml(page, page.html.replaceAll(TOPICS_SLOT, escapeHtml(said)))
  }
  return (path: string, page: Page, params: URLSearchParams): Page => {
    const token = params.get('token')
    if (TOKEN_PAGES.has(path) && token && TokenSchema.safeParse(token).success) {
      const chosen = params.get('topic')
      // The confirm page: the topic the link was sent for is not offered again as an "also".
      const omitted =
        chosen && topicLabels.has(chosen)
          ? page.html.replace(`data-topic="${chosen}"`, `data-topic="${chosen}" hidden=""`)
          : page.html
      return withToken({ ...page, html: omitted }, token)
    }
    const query = params.get('q')
    const searchPage = searchPages.get(path)
    if (searchPage && query?.trim()) return searchPage(query)
    const jobSearchPage = jobSearchPages.get(path)
    if (jobSearchPage && (params.get('q')?.trim() || params.get('category'))) return jobSearchPage(params)
    if (formPages.has(path)) return withFormToken(page, formToken())
    if (path === CONFIRMED_PAGE) return withTopics(page, params.get(CONFIRMED_TOPICS_TOKEN))
    return page
  }
}
