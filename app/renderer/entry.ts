// The renderer's entry (astro.config.ts builds it): Astro's App over every route, as a function of a
// request and the content to render it from (writer/write-site.ts calls it for every page).
import { createApp } from 'astro/app/entrypoint'

const app = createApp()

export const render = (request: Request, locals: App.Locals) => app.render(request, { locals })
