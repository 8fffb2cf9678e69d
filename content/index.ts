// The content the build is made of: the folder CONTENT_DIR names (a release of the content editor),
// or content/. The pages get it from app/middleware.ts (Astro.locals.content), the route modules'
// static paths and the build scripts from here; the server never does, it reads the content of the
// release it serves (server/site/live-site.ts, through content.ts).
import { loadContent } from './content.ts'
import { contentRoot } from './load.ts'

export { ContentError, type Breadcrumb, type CollectionIndex, type InsightTopic } from './content.ts'
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
  getCollectionIndex,
  collectionSizes,
  sitePages,
  pagePaths,
  utilityPaths,
  adminPaths,
  prerenderPaths,
} = content
