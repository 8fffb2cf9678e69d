// The content the build is made of: the folder CONTENT_DIR names (a release of the content editor),
// or content/. The route modules, templates and build scripts read it here; the server never does,
// it reads the content of the release it serves (server/site/live-site.ts, through content.ts).
import { loadContent } from './content.ts'
import { contentRoot } from './load.ts'

export { ContentError, type Breadcrumb, type CollectionIndex, type InsightTopic } from './content.ts'
export type { PageSummary, SitePage } from './content.ts'

export const content = loadContent(contentRoot())

export const {
  site,
  siteTokens,
  newsletterLinks,
  navigation,
  redirects,
  labels,
  entriesOf,
  sectorAccent,
  getEntry,
  staticPathsOf,
  staticPathsAt,
  getHome,
  getAbout,
  getServices,
  getContact,
  getInsightsIndex,
  jobSearchPaths,
  getJobSearchPage,
  getSearchPage,
  getJobHeadings,
  getPageSummary,
  breadcrumbTrail,
  getCollectionIndex,
  staticPathsOfPage,
  collectionSizes,
  sitePages,
  pagePaths,
  utilityPaths,
  adminPaths,
  prerenderPaths,
} = content
