// Every page renders from the content in `Astro.locals.content`, never from an import of it: a build
// gives the folder it is made of (content/index.ts), and whatever renders a page for the server
// gives the content of a release (decision 011).
import { defineMiddleware } from 'astro:middleware'
import { content } from '#content/index.ts'

export const onRequest = defineMiddleware((context, next) => {
  context.locals.content ??= content
  return next()
})
