// The renderer's entry (astro.config.ts builds it): Astro's App over every route, as a function of a
// request and the content to render it from (writer/write-site.ts calls it for every page). With it,
// the two parts of a page the server renders for a request (search results, the job search), made
// by the same build from the same components, so they match what the build wrote.
import { createApp } from 'astro/app/entrypoint'

export { renderJobSearch } from '../lib/job-search.server.tsx'
export { renderSearchResults, searchResults } from '../lib/search-results.server.tsx'

const app = createApp()

export const render = (request: Request, locals: App.Locals) => app.render(request, { locals })
