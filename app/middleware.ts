// Every page renders from the content in `Astro.locals.content`, never from an import of it: the
// renderer is given the content of the folder it writes (writer/write-site.ts), a build's or a
// release's (decision 011). Only `npm run dev` renders without: it reads content/ (or CONTENT_DIR),
// when a page first asks.
import { defineMiddleware } from 'astro:middleware'
import { loadContent } from '#content/content.ts'
import { contentRoot } from '#content/load.ts'

export const onRequest = defineMiddleware((context, next) => {
  context.locals.content ??= loadContent(contentRoot())
  context.locals.path ??= context.url.pathname
  return next()
})
