import type { FastifyInstance } from 'fastify'
import { contentIn, loadContent } from '#content/content.ts'
import { contentRoot } from '#content/load.ts'
import type { Core } from '#server/core.ts'
import { createFillTimeTokens, type FillTimeTokens } from '#server/http/fill-time.ts'
import { loadRenderer } from '#writer/renderer.ts'
import { createLiveSite } from './live-site.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Dates the contact form a page hands out (tests make tokens of a given age with it). */
    fillTime: FillTimeTokens
    /**
     * The page at `path` in the language `code` (`/newsletter/check-your-inbox` in French), where the
     * live site has it translated; `path` itself where not.
     */
    pathInLanguage: (code: string, path: string) => string
  }
}

/**
 * The build `npm run build` made from content/, until the content editor publishes a release, and the
 * contact form tokens its pages hand out. Its content is what the server renders, sends and checks
 * from (content/'s own under `npm run dev`, where Vite serves the pages and there is no build).
 */
export async function siteModule(
  app: FastifyInstance,
  { config, signer, clock, limits }: Core,
  serve: boolean,
) {
  const fillTime = createFillTimeTokens({ signer, clock, limits })
  app.decorate('fillTime', fillTime)
  const live = serve
    ? createLiveSite(
        { buildDir: config.buildDir, contentDir: contentRoot() },
        {
          upgradeInsecure: config.secureCookies,
          formToken: () => fillTime.issue(),
          views: await loadRenderer(),
        },
      )
    : null
  const content = () => live?.current().content ?? loadContent(contentRoot())
  app.decorate('pathInLanguage', (code: string, path: string) => {
    const site = content()
    return site.site.languages.some((language) => language.code === code)
      ? contentIn(site, code).localPath(path)
      : path
  })
  return {
    /** Null under `npm run dev`. */
    live,
    content,
    /** The firm as the live site names it. */
    firm: () => content().site,
    fillTime,
  }
}

export type SiteModule = Awaited<ReturnType<typeof siteModule>>
