import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { redirects } from '#content/index.ts'
import { adminAccess } from '#content/pages.ts'
import { adminLanding, mayUse, type MemberAccess } from '#contract/roles-constants.ts'
import { createCanonicalPaths } from '#server/site/canonical-paths.ts'
import { createPageVariants } from '#server/site/page-variants.ts'
import { loadFilePaths, loadPages } from '#server/site/pages.ts'
import { sendPage } from '#server/site/send-page.ts'

type SiteOptions = {
  buildDir: string
  upgradeInsecure: boolean
  /** The role of the member signed in with this request, or null. */
  member: (request: FastifyRequest) => Promise<MemberAccess | null>
  /** A fresh token for a page that hands out the contact form. */
  formToken: () => string
}

/**
 * Serves the prerendered build: pages from memory with their CSP (`server/site/`), hashed assets
 * cached for a year, the canonical URL (301) for another spelling of a page's address, and the Page
 * Not Found page with status 404 for anything else.
 */
export async function registerStaticSite(app: FastifyInstance, options: SiteOptions) {
  const { buildDir } = options
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error(`No build found in ${buildDir}. Run "npm run build" first.`)
  }
  const pages = loadPages(buildDir, options.upgradeInsecure)
  const notFound = pages.get('/404')
  if (!notFound) throw new Error('The build has no /404 page.')
  const variantOf = createPageVariants({ buildDir, pages, formToken: options.formToken })
  const canonicalOf = createCanonicalPaths(pages.keys(), redirects)
  const files = loadFilePaths(buildDir)

  await app.register(fastifyStatic, {
    root: buildDir,
    serve: false,
    preCompressed: true,
    // Set per file below: hashed assets never change, other files may.
    cacheControl: false,
  })

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    async handler(request, reply) {
      const url = new URL(request.url, 'http://site')
      let path: string
      try {
        path = decodeURIComponent(url.pathname)
      } catch {
        return sendPage(request, reply, notFound, 404)
      }
      if (path.startsWith('/api/')) {
        return reply.code(404).send({ error: 'Not found.', code: 'not_found' })
      }
      const page = path === '/404' ? undefined : pages.get(path)
      const access = page && adminAccess.get(path)
      if (access && access !== 'anyone') {
        const member = await options.member(request)
        if (!member) return reply.redirect(`/superadmin/login?next=${encodeURIComponent(path)}`, 302)
        if (!mayUse(member, access)) return reply.redirect(adminLanding(member), 302)
      }
      if (page) return sendPage(request, reply, variantOf(path, page, url.searchParams))
      if (files.has(path)) {
        const immutable = path.startsWith('/assets/')
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
        return reply.sendFile(path.slice(1))
      }
      const target = canonicalOf(path)
      if (target && target !== path) return reply.redirect(`${target}${url.search}`, 301)
      return sendPage(request, reply, notFound, 404)
    },
  })
}
