// The content the build is made of: the folder CONTENT_DIR names (a release of the content editor),
// or content/. The build's scripts and the tests read it from here; the pages never do (they are
// given theirs in Astro.locals.content), nor does the server, which reads the content of the release
// it serves (server/site/live-site.ts, through content.ts).
import { loadContent } from './content.ts'
import { contentRoot } from './load.ts'

export { ContentError, type Breadcrumb, type InsightTopic, type ListingPageContent } from './content.ts'
export type { PageSummary, SitePage } from './content.ts'

export const content = loadContent(contentRoot())

export const {
  site,
  siteTokens,
  navigation,
  labels,
  redirects,
  entriesOf,
  getHome,
  getInsightsIndex,
  getListingPage,
  collectionSizes,
  sitePages,
  pagePaths,
  utilityPaths,
  adminPaths,
  prerenderPaths,
} = content
