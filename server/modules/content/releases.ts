// Releases: the published content built and made live, one at a time across instances, and each
// instance following the newest live one, written from its versions. A release records its versions only once the site can
// answer from its build (decision 009, amended by issue 29).
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadContent } from '#content/content.ts'
import { contentFileAt, contentFiles, readFields } from '#content/files.ts'
import type { Clock } from '#server/lib/clock.ts'
import type { LiveSite } from '#server/site/live-site.ts'
import type { ContentRepository } from './content.repository.ts'
import { failureReason } from './failure-reason.ts'
import { nameOfFile } from './names.ts'
import type { ReleaseBuilder } from './release-builder.ts'

type Fields = Record<string, unknown>
type Author = { id: string; email: string }

/** A change a release makes: a file's new fields, or null to delete it. */
/** A file's new fields (null: it goes), and who wrote them (the draft's last saver), if a member did. */
export type Change = { ref: string; data: Fields | null; writtenBy?: string | null }

/** What a release may also write as it goes live, in its transaction: a published draft dropped, a replaced photograph unlisted. */
export type AfterwardsQueries = Pick<ContentRepository, 'deleteDraft' | 'imageReplaced'>

/** How a release ended: live, or failed with the editor's words for why. */
export type Outcome = { live: true } | { live: false; reason: string }

/** The release number of the versions read from content/'s files, which the base build was made from. */
const FROM_FILES = 0

const hash = (text: string) => createHash('sha256').update(text).digest('hex')

export type ReleasesDeps = {
  repo: ContentRepository
  builder: ReleaseBuilder
  site: LiveSite
  /** content/: the files the site starts from, and the base build was made from. */
  contentDir: string
  baseBuildDir: string
  /** Tells the other instances that a release is live (they follow it). */
  announce: (id: number) => void
  clock: Clock
  log: { info: (message: string) => void; warn: (message: string) => void }
}

export function createReleases({
  repo,
  builder,
  site,
  contentDir,
  baseBuildDir,
  announce,
  clock,
  log,
}: ReleasesDeps) {
  const now = () => clock().toISOString()
  // One build at a time on this instance (and across instances, under the build lock); each builds
  // the newest published content.
  let queue: Promise<unknown> = Promise.resolve()
  // The release this instance serves (null: the base build), and its moves to newer ones, in turn.
  let served: number | null = null
  let following: Promise<void> = Promise.resolve()

  /** The code the base build was made from: its hashed asset names change with it. */
  const codeStamp = () => {
    const assets = join(baseBuildDir, 'assets')
    return hash(existsSync(assets) ? readdirSync(assets).sort().join('\n') : '')
  }
  /** Which published versions a release holds. */
  const fingerprintOf = (rows: { ref: string; version: number }[]) =>
    hash(rows.map(({ ref, version }) => `${ref}@${version}`).join('\n'))

  /**
   * The newest version of every file, with its fields parsed (null: deleted) and whether they are
   * content/'s file as it is, as last read: a release reads again only the files whose version
   * moved, and keeps the others' fields, the same objects, which the release's writer knows
   * unchanged unread (release-builder.ts).
   */
  let published = new Map<string, { ref: string; version: number; data: Fields | null; fromFile: boolean }>()
  async function newestVersions() {
    const numbers = await repo.latestVersionNumbers()
    const moved = numbers.filter(({ ref, version }) => published.get(ref)?.version !== version)
    // A few moved files are read by their versions; many (the first read), with every newest one.
    const rows = moved.length > 100 ? await repo.latestVersions() : await repo.versionsAt(moved)
    const read = new Map(
      rows.map(({ ref, version, data, fileHash }) => {
        const fields = data ? (JSON.parse(data) as Fields) : null
        return [ref, { ref, version, data: fields, fromFile: fileHash !== null && fields !== null }]
      }),
    )
    const list =
      moved.length > 100 ? [...read.values()] : numbers.map(({ ref }) => read.get(ref) ?? published.get(ref)!)
    published = new Map(list.map((file) => [file.ref, file]))
    return list
  }

  /**
   * Reads content/'s files into the versions: a file never seen is version 1, a file the code changed
   * since is a new version, unless the editor has published that file since (the editor's stays, and
   * the difference is reported). A file the code removed, and the editor never changed, is deleted.
   */
  async function importFiles() {
    const latest = new Map((await repo.latestVersions()).map((row) => [row.ref, row]))
    const at = now()
    const rows: Parameters<ContentRepository['addVersions']>[0] = []
    const seen = new Set<string>()
    for (const { ref } of contentFiles(contentDir, loadContent(contentDir).siteTokens)) {
      seen.add(ref)
      const fileHash = hash(readFileSync(join(contentDir, ref), 'utf8'))
      const current = latest.get(ref)
      if (current?.fileHash === fileHash) continue
      const data = JSON.stringify(readFields(ref, contentDir))
      if (current && current.fileHash === null) {
        // The editor's version, exported (npm run content:export) and committed, is the same text.
        if (current.data !== data) {
          log.warn(`content/${ref} differs from the version published in the content editor, which is kept.`)
        }
        continue
      }
      rows.push({
        ref,
        version: (current?.version ?? 0) + 1,
        data,
        fileHash,
        author: null,
        writtenBy: null,
        releaseId: FROM_FILES,
        at,
      })
    }
    for (const [ref, row] of latest) {
      if (seen.has(ref) || row.data === null || row.fileHash === null) continue
      rows.push({
        ref,
        version: row.version + 1,
        data: null,
        fileHash: 'removed',
        author: null,
        writtenBy: null,
        releaseId: FROM_FILES,
        at,
      })
    }
    await repo.transaction((tx) => tx.addVersions(rows))
    if (rows.length > 0) log.info(`Content: ${rows.length} file(s) read from content/ as new versions.`)
  }

  /**
   * Every published file (of `newest`, else as published now), with `changes` made (a draft in place
   * of its published version, a file deleted).
   */
  async function filesWith(
    changes: { ref: string; data: Fields | null }[],
    newest?: Awaited<ReturnType<typeof newestVersions>>,
  ) {
    const changed = new Set(changes.map(({ ref }) => ref))
    const latest = (newest ?? (await newestVersions())).filter((file) => !changed.has(file.ref))
    return [
      ...latest.flatMap(({ ref, data, fromFile }) => (data ? [{ ref, data, fromFile }] : [])),
      ...changes.flatMap(({ ref, data }) => (data ? [{ ref, data }] : [])),
    ]
  }

  /**
   * Builds a release of the newest published content with `changes`, and switches the site to it.
   * Nothing is recorded until the site can answer from the new build: a release that fails leaves
   * the versions, the drafts and the live site as they were. `afterwards` runs in the same
   * transaction as the versions are added (a published draft is dropped with it).
   */
  function start(
    summary: string,
    author: Author | null,
    changes: Change[],
    afterwards?: (tx: AfterwardsQueries) => Promise<unknown>,
  ) {
    // The writers named beside the member who published, when others wrote it (a reviewed draft).
    const writers = [...new Set(changes.flatMap(({ writtenBy }) => (writtenBy ? [writtenBy] : [])))]
    const writtenBy = writers.some((writer) => writer !== author?.email) ? writers.join(', ') : null
    const opened = repo.createRelease({ summary, author, writtenBy, at: now() })
    const build = async (id: number) => {
      try {
        return await repo.withBuildLock(async () => {
          // A rebuild for new code that another instance has made meanwhile is not made twice.
          if (changes.length === 0 && (await fits(await repo.newestLive()))) {
            await repo.finishRelease(id, 'superseded', null, now())
            await follow()
            return { live: true as const }
          }
          const source = await builder.build(id, await filesWith(changes), site.current().source)
          // Ready to answer from, before anything says it is published.
          const next = site.load(source)
          await repo.transaction(async (tx) => {
            const latest = new Map((await tx.latestVersionNumbers()).map((row) => [row.ref, row.version]))
            await tx.addVersions(
              changes.map(({ ref, data, writtenBy = null }) => ({
                ref,
                version: (latest.get(ref) ?? 0) + 1,
                data: data ? JSON.stringify(data) : null,
                fileHash: null,
                author,
                writtenBy,
                releaseId: id,
                at: now(),
              })),
            )
            await afterwards?.(tx)
            const fingerprint = fingerprintOf(await tx.latestVersionNumbers())
            await tx.recordBuild(id, codeStamp(), fingerprint)
            await tx.finishRelease(id, 'live', null, now())
          })
          site.use(next)
          served = id
          announce(id)
          builder.follow(source)
          log.info(`Content: release ${id} is live (${summary}).`)
          return { live: true as const }
        })
      } catch (error) {
        // The whole story for the log; for the editor, what to change, in their words.
        log.warn(`Content: release ${id} failed: ${error instanceof Error ? error.stack : String(error)}`)
        const reason = failureReason(error, {
          build: `release ${id}`,
          titleOf: (ref) =>
            nameOfFile(
              contentFileAt(ref, site.current().content.siteTokens),
              ref,
              changes.find((change) => change.ref === ref)?.data ?? null,
            ),
        })
        await repo.finishRelease(id, 'failed', reason, now()).catch(() => undefined)
        return { live: false as const, reason }
      }
    }
    // The release's number is known once it is opened; its build goes on after the answer, one at a time.
    const done = opened.then(
      (id) => {
        const built = queue.then(() => build(id))
        queue = built
        return built
      },
      () => ({ live: false as const, reason: 'The release could not be started.' }),
    )
    return { opened, done }
  }

  /** Whether a live release was built from this code and the newest published content. */
  async function fits(release: { code: string | null; fingerprint: string | null } | undefined) {
    if (!release || release.code !== codeStamp()) return false
    return release.fingerprint === fingerprintOf(await repo.latestVersionNumbers())
  }

  /**
   * Moves this instance to the newest live release, if it was built from this code: from its own
   * disk, or written here from its versions (another instance built it), as the instance that built
   * it did: from the site served here, rendering the pages that changed. One move at a time, never back.
   */
  function follow() {
    following = following
      .then(async () => {
        const newest = await repo.newestLive()
        if (!newest || newest.code !== codeStamp() || (served !== null && newest.id <= served)) return
        if (!builder.has(newest.id)) {
          const files = await newestVersions()
          // A newer release went live meanwhile: its announcement, or the periodic look, brings it.
          if (fingerprintOf(files) !== newest.fingerprint) return
          await builder.build(newest.id, await filesWith([], files), site.current().source)
        }
        site.use(site.load(builder.sourceOf(newest.id)))
        served = newest.id
        builder.follow(builder.sourceOf(newest.id))
        log.info(`Content: serving release ${newest.id}.`)
      })
      .catch((error: unknown) => log.warn(`Content: could not move to the newest release: ${String(error)}`))
    return following
  }

  /**
   * At start: reads content/'s files in, and serves the newest published content: the base build
   * when nothing was published in the editor, the release built from it otherwise (built anew when
   * the code changed since; the base build answers meanwhile).
   */
  async function init() {
    await repo.settleInterrupted(now())
    await importFiles()
    const edited = (await repo.latestVersions()).some((row) => row.fileHash === null)
    if (edited && (await fits(await repo.newestLive()))) await follow()
    else if (edited) {
      log.warn('Content: the published content has no build for this release of the code yet; building it.')
      start('Rebuilt for a new release of the code', null, [])
    }
  }

  return {
    init,
    /** Moves to the newest live release (another instance announced one, or the periodic look). */
    follow,
    start,
    filesWith,
    /**
     * Reads the newest published versions ahead of the first publish or preview, which then costs
     * what the later ones do (at 10,000 entries, reading and parsing them all took half a second).
     */
    warm() {
      queue = queue.then(async () => builder.knowFields(await filesWith([]))).catch(() => undefined)
    },
    /** Makes `settled` wait for `work` too (what follows a release, such as its record). */
    track(work: Promise<unknown>) {
      // A failure of what follows is its own to report: the next release still builds.
      queue = queue.then(() => work.catch(() => undefined))
    },
    /** Waits for the releases started so far. */
    settled: () => queue,
  }
}

export type Releases = ReturnType<typeof createReleases>
