// The route table: each URL pattern and the route module that renders it, as the table of every page
// declares them (content/pages.ts: the single pages, then each collection's pages and the page that
// lists them). Astro prerenders every one of them at build time; the server answers any other path
// with /404.
import { pageRoutes } from '../content/pages.ts'

type SiteRoute = { pattern: string; entrypoint: string }

export const siteRoutes: SiteRoute[] = pageRoutes.map(({ route, module }) => ({
  pattern: route,
  entrypoint: `./app/routes/${module}.astro`,
}))
