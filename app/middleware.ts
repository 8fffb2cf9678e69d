// Every page renders from the content in `Astro.locals.content`, never from an import of it: the
// renderer is given the content of the folder it writes (writer/write-site.ts), a build's or a
// release's, with each page's language and address (decision 011). Only `npm run dev` renders
// without: it reads content/ (or CONTENT_DIR) when a page first asks, and renders a translation by
// the route of the page it translates, as the writer does.
import { defineMiddleware } from 'astro:middleware'
import { contentIn, loadContent } from '#content/content.ts'
import { contentRoot } from '#content/load.ts'

export const onRequest = defineMiddleware((context, next) => {
  if (context.locals.content) return next()
  const site = loadContent(contentRoot())
  const page = site.sitePages().find(({ path }) => path === context.url.pathname)
  context.locals.content = page ? contentIn(site, page.language) : site
  context.locals.path = context.url.pathname
  return page && page.render !== page.path ? next(page.render) : next()
})
