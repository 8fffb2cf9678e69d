// Previews: the site built with one draft in place, apart from the live site, for a member to look
// at its page exactly as visitors would get it. In a queue of their own: a publish never waits
// behind previews. Kept in the database, so any instance can answer a preview's page.
import type { ContentFile } from '#content/files.ts'
import { previewPathOf } from '#content/files.ts'
import type { Preview } from '#contract/content.ts'
import type { Clock } from '#server/lib/clock.ts'
import { NotFoundError } from '#server/lib/errors.ts'
import type { LiveBuild, LiveSite } from '#server/site/live-site.ts'
import type { BuildFolders } from '#writer/write-site.ts'
import type { ContentRepository } from './content.repository.ts'
import { failureReason } from './failure-reason.ts'
import { nameOfFile } from './names.ts'
import { KEPT_PREVIEWS, type ReleaseBuilder } from './release-builder.ts'
import type { Releases } from './releases.ts'

type Fields = Record<string, unknown>

export function createPreviews({
  repo,
  builder,
  site,
  filesWith,
  loadPreview,
  sharePreviews,
  clock,
  log,
}: {
  repo: ContentRepository
  builder: ReleaseBuilder
  /** The live site: a preview renders again only the pages of it the draft touches. */
  site: Pick<LiveSite, 'current'>
  /** The published files with a change in place: what a preview builds. */
  filesWith: Releases['filesWith']
  /** Loads a preview's build to answer its page from (with a banner that says it is a preview). */
  loadPreview: (source: BuildFolders) => LiveBuild
  /**
   * Whether other instances may be asked for a preview's pages: each preview then leaves its files in
   * the database for them (seconds of a large site's preview, which one instance does not spend).
   */
  sharePreviews: boolean
  clock: Clock
  log: { warn: (message: string) => void }
}) {
  const now = () => clock().toISOString()
  // One preview build at a time on this instance, beside the releases' queue.
  let queue: Promise<unknown> = Promise.resolve()
  // The previews this instance answers from (built here, or fetched from the database), newest last.
  const previews = new Map<number, Promise<LiveBuild | null>>()

  async function previewState(id: number): Promise<Preview> {
    const preview = await repo.preview(id)
    if (!preview)
      throw new NotFoundError('There is no such preview: it may have been replaced by newer ones.')
    return preview
  }

  /** A ready preview's build: from this instance's disk, or fetched from the database and unpacked. */
  function previewBuild(id: number) {
    const known = previews.get(id)
    if (known) return known
    const loading = (async () => {
      const name = `preview-${id}`
      if (!builder.has(name)) {
        const archive = await repo.previewArchive(id)
        if (!archive) return null
        await builder.unpack(name, archive)
      }
      return loadPreview(builder.sourceOf(name))
    })().catch((error: unknown) => {
      log.warn(`Content: preview ${id} could not be loaded: ${String(error)}`)
      previews.delete(id)
      return null
    })
    previews.set(id, loading)
    for (const old of [...previews.keys()].slice(0, -KEPT_PREVIEWS)) previews.delete(old)
    return loading
  }

  return {
    /** Builds the site with `data` in place of `file`'s published version; goes on after the answer. */
    async start(file: ContentFile, data: Fields) {
      const { ref } = file
      const id = await repo.createPreview({ ref, path: previewPathOf(file, data), at: now() })
      queue = queue.then(async () => {
        try {
          const base = site.current().source
          await builder.build(`preview-${id}`, await filesWith([{ ref, data }]), base)
          const archive = sharePreviews ? await builder.pack(`preview-${id}`, base) : null
          await repo.finishPreview(id, { archive })
          await repo.prunePreviews(KEPT_PREVIEWS)
        } catch (error) {
          const reason = failureReason(error, {
            build: `preview ${id}`,
            titleOf: (name) => nameOfFile(name === ref ? file : null, name, name === ref ? data : null),
          })
          log.warn(`Content: preview ${id} failed: ${error instanceof Error ? error.stack : String(error)}`)
          await repo.finishPreview(id, { error: reason }).catch(() => undefined)
        }
      })
      return previewState(id)
    },

    state: previewState,

    /** A ready preview's build, to answer its page from (null: there is none). */
    build: previewBuild,

    /** The newest preview loaded here whose build holds the file at `path` (a new photograph's sizes). */
    async withFile(path: string) {
      for (const loading of [...previews.values()].reverse()) {
        const build = await loading
        if (build?.files.has(path)) return build
      }
      return null
    },

    /** Waits for the previews started so far. */
    settled: () => queue,
  }
}

export type Previews = ReturnType<typeof createPreviews>
