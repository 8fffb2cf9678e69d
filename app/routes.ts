// The route table: each URL pattern and the route module that renders it, as the table of every page
// declares them (content/pages.ts: the single pages, then each collection's pages and the page that
// lists them). Astro prerenders every one of them at build time; the server answers any other path
// with /404. Collections that share a route (the top level's) share its module, which finds the entry.
import { pageRoutes } from '../content/pages.ts'

type SiteRoute = { pattern: string; entrypoint: string }

const modules = new Map<string, string>()
for (const { route, module } of pageRoutes) {
  const declared = modules.get(route)
  if (declared && declared !== module)
    throw new Error(`The route ${route} is declared with two modules, ${declared} and ${module}`)
  modules.set(route, module)
}

export const siteRoutes: SiteRoute[] = [...modules].map(([pattern, module]) => ({
  pattern,
  entrypoint: `./app/routes/${module}.astro`,
}))
