import type { FastifyInstance, FastifyRequest } from 'fastify'
import { join, resolve } from 'node:path'
import { contentRoot } from '#content/load.ts'
import { PREVIEW_COOKIE } from '#contract/admin-constants.ts'
import { mayUse } from '#contract/roles-constants.ts'
import type { Core } from '#server/modules/common.ts'
import { loadBuild, type LiveSite } from '#server/site/live-site.ts'
import type { Previews } from '#server/site/static-site.ts'
import { createContentRepository } from './content.repository.ts'
import { contentRoutes } from './content.routes.ts'
import { createFieldChecks } from './field-checks.ts'
import { createContentService, type ContentService } from './content.service.ts'
import { createContentImages } from './images.ts'
import { createReleaseBuilder } from './release-builder.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The content editor's service (tests wait for its builds with it). */
    content: ContentService
  }
}

/** How often an instance looks for a release another instance made, should it miss the announcement. */
const RELEASE_LOOK_MS = 5000

/**
 * The content editor: drafts, previews, releases built and made live, and the image library. Only
 * where the site is served (`npm start`); under `npm run dev` Vite serves content/ as it is.
 */
export async function contentModule(
  app: FastifyInstance,
  { config, db, clock, audit, events, reviewRule }: Core,
  site: LiveSite,
  { warmWriters }: { warmWriters: boolean },
) {
  const images = createContentImages({ db, clock })
  const builder = createReleaseBuilder({
    releasesDir: join(config.dataDir, 'releases'),
    baseBuild: { buildDir: config.buildDir, contentDir: contentRoot() },
    projectRoot: resolve('.'),
    environment: config.environment,
    writeUploads: (dir) => images.writeAll(dir),
    log: app.log,
  })
  // A photograph uploaded is about to be previewed: its AVIF and WebP widths are made meanwhile.
  images.whenUploaded((photo, width) => builder.preparePhoto(photo, width))
  const multiInstance = config.db.dialect === 'postgres'
  const fieldChecks = createFieldChecks()
  const content = createContentService({
    repo: createContentRepository(db),
    builder,
    site,
    contentDir: contentRoot(),
    baseBuildDir: config.buildDir,
    loadPreview: (source) => loadBuild(source, site.options, { preview: true, follows: site.current() }),
    sharePreviews: multiInstance,
    announce: (id) => events.emit('contentReleased', id),
    announceEditing: () => events.emit('contentEditing'),
    images,
    fieldChecks,
    clock,
    audit,
    log: app.log,
  })
  app.decorate('content', content)
  await app.register(contentRoutes, {
    prefix: '/api',
    content,
    images,
    reviewRule,
    secureCookies: config.secureCookies,
  })
  /** Gets the writers and the published versions ready: the first publish costs what the others do. */
  const warm = () => {
    builder.warm(site.current().source)
    content.warm()
  }
  app.addHook('onReady', async () => {
    await content.init()
    if (warmWriters) warm()
  })
  app.addHook('preClose', async () => {
    await builder.stop()
    await fieldChecks.stop()
  })
  // Several instances: each follows the releases the others make, as they announce them and, should
  // an announcement be missed, by looking every few seconds. Each gets its writers ready when an
  // editor starts elsewhere: it writes each release itself.
  if (multiInstance) {
    events.on('releasedElsewhere', () => void content.follow())
    events.on('editingElsewhere', warm)
    const look = setInterval(() => void content.follow(), RELEASE_LOOK_MS).unref()
    app.addHook('onClose', async () => clearInterval(look))
  }

  const mayPreview = async (request: FastifyRequest) => {
    const viewer = (await app.readSession(request.headers.cookie))?.admin
    return viewer !== undefined && mayUse(viewer, 'content')
  }
  /** A member's preview of a draft, on the page it previews. */
  const previews: Previews = {
    async of(request) {
      const cookies = request.headers.cookie
      const id = cookies?.includes(PREVIEW_COOKIE) ? Number(app.parseCookie(cookies)[PREVIEW_COOKIE]) : NaN
      if (!Number.isInteger(id)) return null
      return (await mayPreview(request)) ? await content.previewBuild(id) : null
    },
    withFile: async (request, path) =>
      (await mayPreview(request)) ? await content.previewWithFile(path) : null,
  }
  return {
    previews,
    /** Publishes a page the server wrote (a newsletter issue's, in the archive). */
    publishing: { publishWritten: content.publishWritten, exists: content.exists },
    scheduled: { publish: content.scheduled, unpublish: content.scheduled },
    reviewed: content.reviewed,
    /** A content file's name, as the editor lists it (the audit log names files so). */
    nameOf: content.nameOfRef,
  }
}

export type ContentModule = Awaited<ReturnType<typeof contentModule>>
