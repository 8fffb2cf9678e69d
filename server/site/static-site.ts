import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { adminAccess } from '#content/pages.ts'
import { mayUse } from '#contract/roles-constants.ts'
import { adminLanding, REFUSED_PAGE_PARAM } from '#content/admin-pages.ts'
import { SEARCH_INDEX_PATH } from '#contract/search-constants.ts'
import { NotFoundError } from '#server/lib/errors.ts'
import { sendCompressedText } from '#server/site/compressed-file.ts'
import { readSearchIndex } from '#writer/search-index.ts'
import type { LiveBuild, LiveSite } from '#server/site/live-site.ts'
import type { Page } from '#server/site/pages.ts'
import { sendPage } from '#server/site/send-page.ts'

/** A member's previews of drafts: the content editor's (server/modules/content/). */
export type Previews = {
  /** The preview of a draft this request asks for and may see, or null: then the live build answers. */
  of: (request: FastifyRequest) => Promise<LiveBuild | null>
  /**
   * A preview that holds a file the live build lacks (a new photograph's sizes), for a member who may
   * see previews: its page asks for them at their own addresses, where the preview's cookie is not sent.
   */
  withFile: (request: FastifyRequest, path: string) => Promise<LiveBuild | null>
}

type SiteOptions = {
  site: LiveSite
  previews: Previews
  /** Told of each page of the live site a visitor gets (not the admin's, not a preview's). */
  served?: (request: FastifyRequest, path: string, params: URLSearchParams, page: Page) => void
}

/**
 * Serves the live build (server/site/live-site.ts): pages from memory with their CSP (`server/site/`), hashed assets
 * cached for a year, the canonical URL (301) for another spelling of a page's address, and the Page
 * Not Found page with status 404 for anything else.
 */
export async function registerStaticSite(app: FastifyInstance, options: SiteOptions) {
  await app.register(fastifyStatic, {
    root: options.site.current().source.buildDir,
    serve: false,
    preCompressed: true,
    // Set per file below: hashed assets never change, other files may.
    cacheControl: false,
  })

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    async handler(request, reply) {
      // One build for the whole request, even if a publish switches to another meanwhile.
      const preview = await options.previews.of(request)
      const build = preview ?? options.site.current()
      const { source, pages, notFoundOf, notFoundPaths, variantOf, canonicalOf, files } = build
      const url = new URL(request.url, 'http://site')
      let path: string
      try {
        path = decodeURIComponent(url.pathname)
      } catch {
        return sendPage(request, reply, notFoundOf('/'), 404)
      }
      // No page for the API's addresses: the app's error answer, with the request's id.
      if (path.startsWith('/api/')) throw new NotFoundError('Not found.')
      const page = notFoundPaths.has(path) ? undefined : pages.get(path)
      const access = page && adminAccess.get(path)
      if (access && access !== 'anyone') {
        const member = (await app.readSession(request.headers.cookie))?.admin
        if (!member) return reply.redirect(`/superadmin/login?next=${encodeURIComponent(path)}`, 302)
        // Their own start page, which says why this one did not open (their account says itself
        // when the team's two-step sign-in is what keeps them there).
        if (!mayUse(member, access)) {
          const landing = adminLanding(member)
          const why = member.mustSetUpTwoFactor ? '' : `?${REFUSED_PAGE_PARAM}=${encodeURIComponent(path)}`
          return reply.redirect(`${landing}${why}`, 302)
        }
      }
      if (page) {
        const answer = variantOf(path, page, url.searchParams)
        if (!preview && !access && request.method === 'GET')
          options.served?.(request, path, url.searchParams, answer)
        return sendPage(request, reply, answer, 200, { private: !!preview })
      }
      if (path === SEARCH_INDEX_PATH) {
        reply.header('cache-control', 'public, max-age=3600')
        return sendCompressedText(request, reply, {
          build,
          name: path,
          contentType: 'application/json; charset=utf-8',
          make: () => Buffer.from(JSON.stringify(readSearchIndex(source.buildDir))),
        })
      }
      const folder = files.get(path)
      if (folder) {
        const immutable = path.startsWith('/assets/')
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
        return reply.sendFile(path.slice(1), folder)
      }
      // A preview's own files: the scripts and styles of its build, its images' variants and cards.
      if (!preview && (path.startsWith('/assets/') || path.startsWith('/images/'))) {
        const holder = await options.previews.withFile(request, path)
        if (holder) {
          reply.header('cache-control', 'private, max-age=600')
          return reply.sendFile(path.slice(1), holder.files.get(path)!)
        }
      }
      const target = canonicalOf(path)
      if (target && target !== path) return reply.redirect(`${target}${url.search}`, 301)
      return sendPage(request, reply, notFoundOf(path), 404)
    },
  })
}
