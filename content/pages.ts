// Every page of the site, declared once: the single pages here, and each collection's pages and the
// page that lists them as collections.ts declares them. From this table derive the route table
// (app/routes.ts), the paths the build writes and in what order, the sitemap and the search index
// (the public pages), the summaries behind cards and breadcrumbs, the page kinds that the JavaScript
// budget and the benchmark load (scripts/page-kinds.ts), the pages the writer finishes, and the test that
// the build wrote exactly these pages (tests/pages.test.ts). What a single page's content adds (its
// paths when its route has a parameter, its summary when it is public) is in index.ts, held to this
// table by the types.
import type { Permission } from '#contract/roles-constants.ts'
import { adminPages } from './admin-pages.ts'
import { collectionNames, collections, type CollectionName } from './collections.ts'
import { TOPICS_PATH } from './listings.ts'

/**
 * Who a page is for. `public`: the site's content, in the sitemap and the search index, with
 * breadcrumbs. `utility`: answers a search, a form or a link in one of our e-mails, or is the Page Not
 * Found page; search engines are told to skip it. `admin`: an empty shell the admin app fills in the
 * browser.
 */
export type Audience = 'public' | 'utility' | 'admin'

type SinglePage = {
  /** Its address, as a route pattern; a parameter (`[slug]`) is filled from its content. */
  route: string
  /** The route module in app/routes/ that renders it. */
  module: string
  /** The kind of page it is: the JavaScript budget and the benchmark load one page of each kind. */
  kind: string
  /** The address they load for its kind, when not the kind's first page. */
  sample?: string
} & (
  | { audience: 'public' | 'utility' }
  | {
      audience: 'admin'
      /**
       * Who the server hands the page to (contract/roles-constants.ts): `anyone` for the pages that open
       * without a session; otherwise a visitor is sent to sign in, and a member whose role lacks the
       * permission to the admin page they may use.
       */
      access: Permission | 'anyone'
      /** Its label in the admin's navigation (content/admin-pages.ts). */
      nav?: string
    }
)

export const singlePages = {
  home: { route: '/', module: 'home', audience: 'public', kind: 'home' },
  about: { route: '/about', module: 'about', audience: 'public', kind: 'about' },
  aboutSections: {
    route: '/about/[slug]',
    module: 'about-section',
    audience: 'public',
    kind: 'about section',
  },
  services: { route: '/services', module: 'services', audience: 'public', kind: 'services' },
  insights: { route: '/insights', module: 'insights-index', audience: 'public', kind: 'insights index' },
  contact: { route: '/contact', module: 'contact', audience: 'public', kind: 'contact' },
  // Loaded with a query: the server renders its results into the page.
  search: {
    route: '/search',
    module: 'search',
    audience: 'utility',
    kind: 'search',
    sample: '/search?q=irrigation',
  },
  newsletterConfirm: {
    route: '/newsletter/confirm',
    module: 'newsletter-token',
    audience: 'utility',
    kind: 'newsletter link',
  },
  newsletterUnsubscribe: {
    route: '/newsletter/unsubscribe',
    module: 'newsletter-token',
    audience: 'utility',
    kind: 'newsletter link',
  },
  newsletterPreferences: {
    route: '/newsletter/preferences',
    module: 'newsletter-preferences',
    audience: 'utility',
    kind: 'newsletter link',
  },
  // The server answers every unknown path with it, and status 404.
  notFound: { route: '/404', module: 'not-found', audience: 'utility', kind: '404' },
  ...adminPages,
} as const satisfies Record<string, SinglePage>

export type SinglePageName = keyof typeof singlePages
type Declared<P extends SinglePageName> = (typeof singlePages)[P]

/** The single pages whose route has a parameter: their content names their pages. */
export type ParameterisedPage = {
  [P in SinglePageName]: Declared<P>['route'] extends `${string}[${string}` ? P : never
}[SinglePageName]

/** The public single pages: each has a summary. */
export type PublicSinglePage = {
  [P in SinglePageName]: Declared<P>['audience'] extends 'public' ? P : never
}[SinglePageName]

type Route = { route: string; module: string; audience: Audience }

/**
 * A route of the site and where its pages come from: a single page, the entries of a collection
 * (each of the kind its collection says), or the pages of a listing.
 */
export type PageRoute = Route &
  (
    | { source: 'single'; name: SinglePageName; kind: string; sample?: string }
    | { source: 'collection'; name: CollectionName }
    | { source: 'listing'; listing: CollectionName | 'topics'; later: boolean; kind: string }
  )

/**
 * A listing's routes (content/listings.ts): its first page, and the pages after it. `listing` names
 * whose they are: a collection's, or the insight topics' archives (one listing per topic).
 */
const listingRoutes = (
  path: string,
  listing: CollectionName | 'topics',
  audience: Audience,
  kind: string,
): PageRoute[] =>
  [false, true].map((later) => ({
    source: 'listing',
    listing,
    later,
    route: later ? `${path}/page/[page]` : path,
    module: 'collection-index',
    audience,
    kind,
  }))

/** Every route, in the order the site's pages are listed (sitemap, search index, tests). */
export const pageRoutes: PageRoute[] = [
  ...(Object.keys(singlePages) as SinglePageName[]).map((name): PageRoute => {
    const page: SinglePage = singlePages[name]
    return { source: 'single', name, ...page }
  }),
  ...collectionNames.flatMap((name): PageRoute[] => {
    const { route, module, listed, index } = collections[name]
    const audience = listed ? 'public' : 'utility'
    return [
      ...(index ? listingRoutes(index.path, name, audience, 'collection index') : []),
      { source: 'collection', name, route, module, audience },
    ]
  }),
  ...listingRoutes(`${TOPICS_PATH}/[topic]`, 'topics', 'public', 'topic archive'),
]

/** Who may open each admin page, by its address (the server checks it before it sends the page). */
export const adminAccess = new Map(
  Object.values(singlePages as Record<string, SinglePage>).flatMap((page) =>
    page.audience === 'admin' ? [[page.route, page.access] as const] : [],
  ),
)

/** The first parts of the addresses the server answers itself: its API, the files pages load, its health. */
const SERVER_PARTS = new Set(['api', 'assets', 'images', 'healthz', 'readyz', 'metrics', 'socket.io'])

/** The site's sections: the first part of each route that starts with a fixed one (`/insights`). */
const SECTIONS = new Set(
  pageRoutes.map(({ route }) => route.split('/')[1]!).filter((part) => part && !part.startsWith('[')),
)

/**
 * What is wrong with an address at the site's top level (a landing page's, `events/summit-2027`),
 * in words that follow "it": null when neither a section of the site nor the server has its start.
 */
export function topLevelAddressProblem(key: string, languages: { name: string; prefix: string }[] = []) {
  const first = key.split('/')[0]!
  const language = languages.find(({ prefix }) => prefix === `/${first}`)
  if (language) return `starts as the site's pages in ${language.name} do (/${first}/…): choose another`
  if (SECTIONS.has(first)) return `starts as the site's own pages under /${first} do: choose another`
  if (SERVER_PARTS.has(first))
    return `starts with /${first}, which the server keeps for itself: choose another`
  return null
}
