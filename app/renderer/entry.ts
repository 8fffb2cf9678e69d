// The renderer's entry (astro.config.ts builds it): Astro's App over every route, as a function of a
// request and the content to render it from (scripts/write-site.ts calls it for every page).
import type { SSRManifest } from 'astro'
import { App } from 'astro/app'

export function createExports(manifest: SSRManifest) {
  const app = new App(manifest)
  return {
    render: (request: Request, locals: App.Locals) => app.render(request, { locals }),
  }
}
