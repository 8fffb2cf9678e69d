// The content editor's rules for people, the one door the routes and content.module.ts use: list and
// open (listing.ts), save a draft checked as the build checks it (drafts.ts), publish and restore
// (publishing.ts), move and delete (entry-moves.ts), the past (history.ts), the media library
// (library-actions.ts), and the work schedules and reviews ask of it (scheduled-work.ts,
// reviewed-work.ts). Building and switching releases is releases.ts; previews are previews.ts.
import type { AuditLog } from '#server/modules/audit/audit.service.ts'
import type { LiveBuild } from '#server/site/live-site.ts'
import type { BuildFolders } from '#writer/write-site.ts'
import { createDrafts } from './drafts.ts'
import { createEditorFiles } from './editor-files.ts'
import { createEntryMoves } from './entry-moves.ts'
import type { FieldChecks } from './field-checks.ts'
import { createHistory } from './history.ts'
import type { ContentImages } from './images.ts'
import { createLibraryActions } from './library-actions.ts'
import { createListing } from './listing.ts'
import { createPreviews } from './previews.ts'
import { createPublishing } from './publishing.ts'
import { createReleases, type ReleasesDeps } from './releases.ts'
import { createReviewedWork } from './reviewed-work.ts'
import { createScheduledWork } from './scheduled-work.ts'

export function createContentService(
  deps: ReleasesDeps & {
    /** Loads a preview's build to answer its page from (with a banner that says it is a preview). */
    loadPreview: (source: BuildFolders) => LiveBuild
    /** Several instances answer the site: a preview built on one may be asked of another. */
    sharePreviews: boolean
    audit: AuditLog
    /** Tells the other instances that a member opened the editor (they get their writers ready). */
    announceEditing: () => void
    /** The uploaded photographs (the media library). */
    images: ContentImages
    /** Drafts' fields checked on a thread of their own, bounded in time. */
    fieldChecks: FieldChecks
  },
) {
  const { repo, builder, site, clock, audit, announceEditing, fieldChecks, images } = deps
  const releases = createReleases(deps)
  const previews = createPreviews({ ...deps, filesWith: releases.filesWith })
  const files = createEditorFiles({ repo, site })
  const drafts = createDrafts({ repo, site, clock, fieldChecks, files })
  const { draftToBuild, problemsOf } = drafts
  const publishing = createPublishing({ repo, releases, audit, files, draftToBuild, problemsOf })
  const { publishPlan, startRelease, release } = publishing
  const listing = createListing({ repo, builder, site, announceEditing, files, problemsOf })
  const moves = createEntryMoves({ repo, site, files, release })
  const history = createHistory({ repo, files })

  return {
    init: releases.init,
    warm: releases.warm,
    follow: releases.follow,
    list: listing.list,
    entry: listing.entry,
    saveDraft: drafts.saveDraft,
    publish: publishing.publish,
    publishTogether: publishing.publishTogether,
    restore: publishing.restore,
    rename: moves.rename,
    remove: moves.remove,

    /** Publishing and taking down set for a time (server/modules/schedules/). */
    scheduled: createScheduledWork({ repo, files, publishPlan, startRelease, removePlan: moves.removePlan }),

    /** A draft asked to go live, while the team reviews before publishing (server/modules/reviews/). */
    reviewed: createReviewedWork({ repo, files, draftToBuild, publishPlan, startRelease }),

    /** The media library: every uploaded photograph and where it is used. */
    library: createLibraryActions({ images, repo, audit, files, release }),

    discard: drafts.discard,
    publishWritten: publishing.publishWritten,
    nameOfRef: history.nameOfRef,

    /** Whether a content file exists in the published content. */
    exists: files.isLive,

    release: history.release,
    history: history.history,

    /**
     * Builds the site with a draft in place of the published version, apart from the live site, for
     * its page to be looked at exactly as visitors would get it. The build goes on after the answer.
     */
    async preview(ref: string, revision: number) {
      const file = files.fileOrThrow(ref)
      return previews.start(file, (await draftToBuild(file, revision)).data)
    },
    previewState: previews.state,
    /** A ready preview's build, to answer its page from (null: there is none). */
    previewBuild: previews.build,
    /** The newest preview loaded here whose build holds the file at `path` (a new photograph's sizes). */
    previewWithFile: previews.withFile,

    /** Waits for the releases, previews and photographs' variants started so far (tests, and a clean shutdown). */
    settled: () => Promise.all([releases.settled(), previews.settled(), builder.settled()]),
  }
}

export type ContentService = ReturnType<typeof createContentService>
