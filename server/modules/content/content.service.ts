// The content editor's rules for people: list, open, save a draft (checked as the build checks it,
// never over someone else's newer save), publish, restore, move and delete. Building and switching
// releases is releases.ts; previews are previews.ts.
import { z } from 'zod'
import { type CollectionName, collectionNames, collections } from '#content/collections.ts'
import { linksInFields } from '#content/links.ts'
import { UPLOADS_PATH } from '#contract/admin-constants.ts'
import {
  type ContentFile,
  contentFileAt,
  entryRef,
  fieldIssues,
  formSchemaOf,
  withFormattedTexts,
  keyProblem,
  readFields,
} from '#content/files.ts'
import type { ContentEntryResponse, ContentListResponse, Release, SaveDraftBody } from '#contract/content.ts'
import type { ContentReleasesTable } from '#server/db/schema.ts'
import {
  AppError,
  ConflictError,
  InvalidFieldError,
  InvalidFieldsError,
  NotFoundError,
} from '#server/lib/errors.ts'
import type { Acting, AuditLog } from '#server/modules/audit/audit.service.ts'
import type { ReviewedWork } from '#server/modules/reviews/reviews.service.ts'
import type { Job, ScheduledWork } from '#server/modules/schedules/schedules.service.ts'
import type { LiveBuild } from '#server/site/live-site.ts'
import type { BuildFolders } from '#writer/write-site.ts'
import type { FieldChecks } from './field-checks.ts'
import { fieldMessages } from './field-messages.ts'
import { changesBetween } from './changes.ts'
import { INTERRUPTED, type VersionRow } from './content.repository.ts'
import { PublishFailed } from './failure-reason.ts'
import { titleOf } from './names.ts'
import type { ContentImages, Description } from './images.ts'
import { createLibrary } from './library.ts'
import { createPreviews } from './previews.ts'
import { refuseIfUsed, usesOf } from './removal.ts'
import { type AfterwardsQueries, type Change, createReleases, type ReleasesDeps } from './releases.ts'

type Fields = Record<string, unknown>
type Author = { id: string; email: string }

/** The file of the redirects, which a move or a deletion adds to. */
const REDIRECTS = 'redirects.yaml'

const releaseOf = (row: ContentReleasesTable): Release => ({
  id: row.id,
  state: row.state,
  summary: row.summary,
  error: row.error,
  authorEmail: row.authorEmail,
  writtenByEmail: row.writtenByEmail,
  createdAt: row.createdAt,
  finishedAt: row.finishedAt,
})

/** The pattern a collection's addresses follow (`^[a-z0-9-]+$`), for the editor to offer one from a title. */
const keyPatterns = new Map<string, string | null>()
function keyPatternOf(name: CollectionName) {
  if (!keyPatterns.has(name)) {
    const { schema, key } = collections[name]
    type Node = { properties?: Record<string, { pattern?: string }>; anyOf?: Node[]; oneOf?: Node[] }
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node
    const shapes = [json, ...(json.anyOf ?? []), ...(json.oneOf ?? [])]
    keyPatterns.set(name, shapes.map((shape) => shape.properties?.[key]?.pattern).find(Boolean) ?? null)
  }
  return keyPatterns.get(name)!
}

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
  const { repo, builder, site, clock, audit } = deps
  const now = () => clock().toISOString()
  const releases = createReleases(deps)
  const previews = createPreviews({ ...deps, filesWith: releases.filesWith })

  const fieldsOf = (row: VersionRow | undefined): Fields | null =>
    row?.data ? (JSON.parse(row.data) as Fields) : null

  /** The firm's facts as the live content gives them: a file name such as `life-at-{slug}` uses them. */
  const liveTokens = () => site.current().content.siteTokens

  /**
   * A member opened the editor: a publish or a preview is likely to follow. This instance's writers,
   * and the other instances' (which write each release themselves), get ready for it.
   */
  function editorOpened() {
    builder.warm(site.current().source.contentDir)
    deps.announceEditing()
  }
  const fileAt = (ref: string) => contentFileAt(ref, liveTokens())

  function fileOrThrow(ref: string) {
    const file = fileAt(ref)
    if (!file) throw new NotFoundError('There is no such content file.')
    return file
  }

  /** A collection entry that is published, by its place: renames and deletions are of these only. */
  function publishedEntry(ref: string) {
    const file = fileOrThrow(ref)
    if (file.kind !== 'entry')
      throw new ConflictError('A page of the site or a part of every page cannot be moved or deleted.')
    return file
  }

  /**
   * A page or a redirect of the live site at a new entry's address, in words that follow "it": an
   * entry of another collection there (the top level's are shared), or a page of its own.
   */
  function takenAddress(file: ContentFile) {
    if (file.kind !== 'entry' || !file.url) return null
    const live = site.current().content
    if (live.prerenderPaths().includes(file.url)) return 'is the address of another page: choose another'
    if (file.url in live.redirects) return 'leads to another page (a redirect): choose another'
    return null
  }

  /** The redirects, with `from` leading to `to`: those that led to `from` lead to `to` too, and none leads away from `to`. */
  async function redirectsWith(from: string, to: string) {
    const current = fieldsOf((await repo.versionsOf(REDIRECTS))[0]) ?? {}
    const next: Fields = {}
    for (const [source, target] of Object.entries(current)) {
      if (source === to) continue
      next[source] = target === from ? to : target
    }
    next[from] = to
    return next
  }

  /**
   * The links of a file's fields that lead nowhere on the live site: no page, redirect or file has
   * the address (the entry's own page counts, for a new one). Its photographs are the upload's to check.
   */
  function unknownAddresses(file: ContentFile, data: Fields) {
    const live = site.current()
    const known = (href: string) => {
      let path: string
      try {
        path = decodeURI(href.split(/[?#]/)[0]!)
      } catch {
        return false
      }
      return (
        path === '' ||
        live.pages.has(path) ||
        live.files.has(path) ||
        live.canonicalOf(path) !== undefined ||
        path.startsWith(UPLOADS_PATH) ||
        (file.kind === 'entry' && path === file.path)
      )
    }
    return linksInFields(data, live.content.siteTokens)
      .filter(({ href }) => !known(href))
      .map(({ field, href }) => ({
        path: field.split('.'),
        message: `no page of the site has this address: ${href}`,
      }))
  }

  /** A text with the firm's facts of the live site in place of their tokens (`{shortName}`). */
  function withFacts(text: string) {
    const tokens: Record<string, string> = site.current().content.siteTokens
    return text.replace(/\{(\w+)\}/g, (token, name: string) => tokens[name] ?? token)
  }

  /** A form's schema with the firm's facts in place of their tokens in its descriptions (its hints). */
  function withFactsIn(schema: unknown): unknown {
    if (Array.isArray(schema)) return schema.map(withFactsIn)
    if (schema === null || typeof schema !== 'object') return schema
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) => [
        key,
        key === 'description' && typeof value === 'string' ? withFacts(value) : withFactsIn(value),
      ]),
    )
  }

  /** A file's name for people: its title with the firm's facts in place of their tokens. */
  function nameOf(file: ContentFile, data: Fields | null) {
    return file.kind === 'single' ? file.label : withFacts(titleOf(data, file.key))
  }

  /** What keeps a draft from being published, by field, in the words the form shows. */
  const problemsOf = async (file: ContentFile, data: Fields) =>
    fieldMessages(
      [...(await deps.fieldChecks.issuesOf(file.ref, liveTokens(), data)), ...unknownAddresses(file, data)],
      data,
    )

  /** The draft of `ref` at `revision`, checked as the build would check it, and who saved it. */
  async function draftToBuild(file: ContentFile, revision: number) {
    const draft = await repo.draft(file.ref)
    if (!draft || draft.revision !== revision) {
      throw new ConflictError('The draft changed since you opened it: reload it, check it, then try again.')
    }
    const data = JSON.parse(draft.data) as Fields
    const problems = await problemsOf(file, data)
    if (Object.keys(problems).length > 0)
      throw new InvalidFieldsError('Please correct the fields marked below.', problems)
    return { data, writtenBy: draft.authorEmail }
  }

  /** A release a member asks for: what it changes, and what the audit log records of it. */
  type Plan = {
    summary: string
    changes: Change[]
    recorded: {
      action: 'content-published' | 'content-restored'
      target: string
      detail?: Record<string, unknown>
    }
    afterwards?: (tx: AfterwardsQueries) => Promise<unknown>
    /** The drafts it publishes, at their revisions. */
    published?: { ref: string; revision: number }[]
  }

  /** The drafts (`ref@revision`) of releases under way on this instance. */
  const publishing = new Set<string>()

  /**
   * Starts a release made by a member, and records in the audit log whether it went live or failed
   * (and why). Answers with its number as it starts (building), and its outcome once recorded.
   */
  async function startRelease(
    { summary, changes, recorded, afterwards, published = [] }: Plan,
    { actor, ip }: Acting,
  ) {
    // A draft asked to be published twice at once (two clicks, two tabs) goes live once.
    const drafts = published.map(({ ref, revision }) => `${ref}@${revision}`)
    if (drafts.some((draft) => publishing.has(draft)))
      throw new ConflictError('It is being published already: it goes live in a moment.')
    for (const draft of drafts) publishing.add(draft)
    const { opened, done } = releases.start(summary, actor, changes, async (tx) => {
      // Another instance published it meanwhile: its draft is gone, and nothing is published twice.
      for (const { ref, revision } of published) {
        if (!(await tx.deleteDraft(ref, revision)))
          throw new ConflictError('It was published a moment ago: nothing more to publish.')
      }
      await afterwards?.(tx)
    })
    void done.finally(() => drafts.forEach((draft) => publishing.delete(draft)))
    const id = await opened
    const audited = done.then(async (outcome) => {
      const detail = { ...recorded.detail, release: id }
      await (outcome.live
        ? audit.record({ actor, ...recorded, detail, ip })
        : audit.record({
            actor,
            action: 'content-publish-failed',
            target: recorded.target,
            detail: { ...detail, reason: outcome.reason },
            ip,
          }))
      return outcome
    })
    // What waits for the builds (`settled`) waits for their record too.
    releases.track(audited)
    return { id, done: audited }
  }

  /** Starts a member's release; answers with it as it starts (building). */
  async function release(plan: Plan, acting: Acting) {
    const { id } = await startRelease(plan, acting)
    return releaseOf((await repo.release(id))!)
  }

  /** A file's name as the editor shows it: its draft's title, else (none, or emptied) its live one. */
  function nameNow(file: ContentFile, drafted: Fields | null, live: Fields | null) {
    const fromDraft = drafted && nameOf(file, drafted)
    return fromDraft && (file.kind === 'single' || fromDraft !== file.key) ? fromDraft : nameOf(file, live)
  }

  async function currentName(file: ContentFile) {
    const draft = await repo.draft(file.ref)
    const drafted = draft ? (JSON.parse(draft.data) as Fields) : null
    return nameNow(file, drafted, fieldsOf((await repo.versionsOf(file.ref))[0]))
  }

  /** A file as the lists of scheduled and reviewed work show it: its name now, and its page. */
  const described = async (file: ContentFile) => ({
    title: await currentName(file),
    url: file.kind === 'single' ? (file.spec.page ?? null) : file.url,
  })

  const library = createLibrary({ images: deps.images, repo, fileAt, described })

  /**
   * Publishing drafts at their revisions, each checked as the build would check it, in one release:
   * several go live in the same instant, or none does.
   */
  async function publishPlan(drafts: { ref: string; revision: number }[]): Promise<Plan> {
    const parts: { ref: string; revision: number; data: Fields; writtenBy: string | null; title: string }[] =
      []
    for (const { ref, revision } of drafts) {
      const file = fileOrThrow(ref)
      try {
        const { data, writtenBy } = await draftToBuild(file, revision)
        parts.push({
          ref,
          revision,
          data,
          writtenBy,
          title: file.kind === 'single' ? file.label : titleOf(data, file.key),
        })
      } catch (error) {
        // Of several, say which one holds the others back.
        if (drafts.length === 1 || !(error instanceof AppError)) throw error
        throw new ConflictError(`“${await currentName(file)}” holds the others back: ${error.message}`)
      }
    }
    const refs = parts.map(({ ref }) => ref)
    const titles = parts.map(({ title }) => `“${title}”`).join(', ')
    return {
      summary: parts.length === 1 ? `Publish ${titles}` : `Publish together ${titles}`,
      changes: parts.map(({ ref, data, writtenBy }) => ({ ref, data, writtenBy })),
      recorded: {
        action: 'content-published',
        target: refs.join(', '),
        ...(parts.length > 1 ? { detail: { together: refs } } : {}),
      },
      published: drafts,
    }
  }

  /** A content file's fields as they are live: as last published, or as the release's file has them. */
  const liveFields = async (ref: string) =>
    fieldsOf((await repo.versionsOf(ref))[0]) ?? readFields(ref, site.current().content.root)

  /**
   * Deleting an entry. Each place that uses it must let it go (removal.ts): a link, by its address
   * leading to another page (a 301); a menu or a list that features it, by taking it out of them in
   * the same release, when the member asks (`takeOut`). Otherwise it is refused with each place.
   */
  async function removePlan(ref: string, redirectTo: string | null, takeOut: boolean): Promise<Plan> {
    const file = publishedEntry(ref)
    if (redirectTo !== null && (redirectTo === file.path || !site.current().pages.has(redirectTo))) {
      throw new InvalidFieldError('redirectTo', 'Name a page of this site that stays, such as /insights.')
    }
    const { uses, takenOut } = await usesOf(
      { ref, path: file.path, redirectTo },
      {
        content: site.current().content,
        liveFields,
        nameOf: async (other) => {
          const found = fileAt(other)
          return found ? nameOf(found, await liveFields(other)) : other
        },
        passes: (other, data) => fieldIssues(fileOrThrow(other), data).length === 0,
        withFacts,
      },
    )
    refuseIfUsed(file.path, uses, takeOut)
    const changes: Change[] = [{ ref, data: null }]
    if (redirectTo) changes.push({ ref: REDIRECTS, data: await redirectsWith(file.path, redirectTo) })
    else {
      // Its old addresses (it was moved) answer Page Not Found with it, rather than lead nowhere.
      const redirects = fieldsOf((await repo.versionsOf(REDIRECTS))[0]) ?? {}
      const kept = Object.entries(redirects).filter(([, target]) => target !== file.path)
      if (kept.length < Object.keys(redirects).length)
        changes.push({ ref: REDIRECTS, data: Object.fromEntries(kept) })
    }
    changes.push(...takenOut)
    const draft = await repo.draft(ref)
    return {
      summary: `Delete “${await currentName(file)}” (${file.path})`,
      changes,
      recorded: {
        action: 'content-published',
        target: ref,
        detail: { deleted: true, redirectTo, takenOutOf: takenOut.map((change) => change.ref) },
      },
      afterwards: (tx) => (draft ? tx.deleteDraft(ref, draft.revision) : Promise.resolve()),
    }
  }

  const isLive = async (ref: string) => (await repo.versionsOf(ref))[0]?.data != null

  /**
   * The plan of a scheduled take-down, or of a publish: the drafts at the revisions it was set with
   * (several at once: `a.yaml,b.yaml`), never a later draft nobody set it for.
   */
  async function scheduledPlan({ action, target, redirectTo, takeOut, revisions }: Job) {
    if (action === 'unpublish') {
      if (!(await isLive(target)))
        throw new ConflictError('It is not on the site: there is nothing to take down.')
      return removePlan(target, redirectTo, takeOut)
    }
    const refs = target.split(',')
    const drafts = []
    for (const [i, ref] of refs.entries()) {
      const draft = await repo.draft(ref)
      // Of several, each is named.
      const named = refs.length > 1 ? `“${await currentName(fileOrThrow(ref))}”` : null
      const which = named ? `The draft of ${named}` : 'The draft'
      if (!draft) {
        throw new ConflictError(
          revisions
            ? `${which} is gone: there is nothing to publish. Save one, and set the time again.`
            : `${named ? `${named} has` : 'There is'} no draft to publish: save one first.`,
        )
      }
      const revision = revisions?.[i] ?? draft.revision
      if (draft.revision !== revision) {
        throw new ConflictError(
          `${which} was changed after the time was set, and it publishes only what was seen then. Set the time again to publish the new draft.`,
        )
      }
      drafts.push({ ref, revision })
    }
    return publishPlan(drafts)
  }

  return {
    init: releases.init,
    follow: releases.follow,

    async list(): Promise<ContentListResponse> {
      editorOpened()
      const latest = new Map((await repo.latestVersions()).map((row) => [row.ref, row]))
      const drafts = new Map((await repo.drafts()).map((draft) => [draft.ref, draft]))
      const refs = [...new Set([...latest.keys(), ...drafts.keys()])]
      const files = refs.flatMap((ref) => {
        const file = fileAt(ref)
        const row = latest.get(ref)
        if (!file || (row && row.data === null && !drafts.has(ref))) return []
        const draft = drafts.get(ref)
        const item = {
          ref,
          title: nameNow(file, draft ? (JSON.parse(draft.data) as Fields) : null, fieldsOf(row)),
          url: file.kind === 'single' ? (file.spec.page ?? null) : file.url,
          purpose: file.kind === 'single' ? file.spec.purpose : null,
          status: draft ? ('draft' as const) : ('published' as const),
          live: row?.data != null,
          revision: draft?.revision ?? null,
          updatedAt: draft?.updatedAt ?? row?.createdAt ?? null,
          updatedBy: draft?.authorEmail ?? row?.authorEmail ?? null,
        }
        return [{ file, item }]
      })
      const groupOf = (file: ContentFile) => (file.kind === 'single' ? 'pages' : file.collection)
      const groups = [
        {
          id: 'pages',
          label: 'Pages and site-wide parts',
          purpose: 'The pages that stand alone, and the parts every page shares.',
          newEntry: null,
        },
        ...collectionNames.map((name) => {
          const { folder, format, label, purpose, route } = collections[name]
          const extension = format === 'markdown' ? ('.md' as const) : ('.yaml' as const)
          return {
            id: name as string,
            label,
            purpose,
            newEntry: { folder, extension, route, keyPattern: keyPatternOf(name) },
          }
        }),
      ].map((group) => ({
        ...group,
        items: files.filter(({ file }) => groupOf(file) === group.id).map(({ item }) => item),
      }))
      const [release] = await repo.recentReleases(1)
      return { groups, release: release ? releaseOf(release) : null }
    },

    /** The file as the editor opens it; `readOnly` says why this member may only read it, if so. */
    async entry(ref: string, readOnly: string | null = null): Promise<ContentEntryResponse> {
      editorOpened()
      const file = fileOrThrow(ref)
      const versions = await repo.versionsOf(ref)
      const published = versions[0]?.data ? versions[0] : undefined
      const draft = await repo.draft(ref)
      // A place no entry holds yet: a new entry's form starts from it, if its address may be one.
      const drafted = draft ? (JSON.parse(draft.data) as Fields) : null
      const stored = drafted ?? fieldsOf(published)
      const schema = formSchemaOf(file)
      const data = stored && (withFormattedTexts(schema, stored) as Fields)
      const badKey = data ? null : (keyProblem(file) ?? takenAddress(file))
      if (badKey) throw new InvalidFieldError('key', `This address will not do: it ${badKey}.`)
      return {
        ref,
        readOnly,
        title: nameOf(file, data),
        group: file.kind === 'single' ? 'Pages and site-wide parts' : collections[file.collection].label,
        url: file.kind === 'single' ? null : file.url,
        key: file.kind === 'single' ? null : file.key,
        format: ref.endsWith('.md') ? 'markdown' : 'yaml',
        // The hints name the firm as it is now (“{shortName}”), not as the code was written.
        schema: withFactsIn(schema) as typeof schema,
        data,
        site: {
          shortName: site.current().content.site.shortName,
          url: site.current().content.site.url,
          facts: site.current().content.siteTokens,
        },
        addresses: [...site.current().pages.keys()]
          .filter((path) => path !== '/404' && !path.startsWith('/superadmin'))
          .sort(),
        pageTitles: Object.fromEntries(
          site
            .current()
            .content.pagePaths()
            .map((path) => [path, site.current().content.getPageSummary(path).title]),
        ),
        published: published
          ? {
              version: published.version,
              authorEmail: published.authorEmail,
              writtenByEmail: published.writtenByEmail,
              createdAt: published.createdAt,
            }
          : null,
        draft:
          draft && drafted
            ? {
                revision: draft.revision,
                baseVersion: draft.baseVersion,
                authorEmail: draft.authorEmail,
                updatedAt: draft.updatedAt,
                problems: await problemsOf(file, drafted),
              }
            : null,
      }
    },

    /**
     * Saves a draft, finished or not: what the build would refuse comes back as `problems`, and blocks
     * only its preview and publishing. A save that started from an older copy than the one saved now
     * is refused with what changed since, so nobody's work is silently overwritten.
     */
    async saveDraft({ ref, data, revision, baseVersion }: SaveDraftBody, author: Author) {
      const file = fileOrThrow(ref)
      const problems = await problemsOf(file, data)
      const at = now()
      // A first save must start from the newest published version: one published since is not overwritten.
      const published = (await repo.versionsOf(ref))[0]?.version ?? 0
      const saved =
        (revision > 0 || baseVersion === published) &&
        (await repo.saveDraft({ ref, data: JSON.stringify(data), baseVersion, revision, author, at }))
      if (saved)
        return {
          outcome: 'saved' as const,
          draft: { revision: revision + 1, baseVersion, authorEmail: author.email, updatedAt: at, problems },
        }
      const current = await repo.draft(ref)
      const savedNow = current
        ? (JSON.parse(current.data) as Fields)
        : fieldsOf(await repo.version(ref, published))
      return {
        outcome: 'stale' as const,
        savedBy: current ? current.authorEmail : ((await repo.versionsOf(ref))[0]?.authorEmail ?? null),
        // What the saved copy holds that the published version the change started from does not.
        changes: changesBetween(fieldsOf(await repo.version(ref, baseVersion)), savedNow),
      }
    },

    /** Publishes a draft: builds a release with it, then makes it live. The build goes on after the answer. */
    async publish(ref: string, revision: number, acting: Acting) {
      return release(await publishPlan([{ ref, revision }]), acting)
    },

    /** Publishes several drafts as one release: visitors see all of them from the same instant. */
    async publishTogether(drafts: { ref: string; revision: number }[], acting: Acting) {
      return release(await publishPlan(drafts), acting)
    },

    /** Publishes an earlier version's fields again, as a new version. */
    async restore(ref: string, version: number, acting: Acting) {
      fileOrThrow(ref)
      const data = fieldsOf(await repo.version(ref, version))
      if (!data) throw new NotFoundError('There is no such version.')
      if ((await repo.versionsOf(ref))[0]?.version === version) {
        throw new ConflictError('That version is the one published now.')
      }
      return release(
        {
          summary: `Restore version ${version} of ${ref}`,
          changes: [{ ref, data }],
          recorded: { action: 'content-restored', target: ref, detail: { version } },
        },
        acting,
      )
    },

    /**
     * Moves an entry to another address: the old one answers 301 to the new one, and every redirect that
     * led to the old one leads to the new one instead, so no chain forms.
     */
    async rename(ref: string, key: string, acting: Acting) {
      const file = publishedEntry(ref)
      const target = fileAt(entryRef(file.collection, key))
      if (!target || target.kind !== 'entry' || target.collection !== file.collection) {
        throw new InvalidFieldError(
          'key',
          'Use lowercase words joined by hyphens, as the other addresses here.',
        )
      }
      if (target.ref === ref) throw new InvalidFieldError('key', 'This is its address already.')
      const badKey = keyProblem(target)
      if (badKey) throw new InvalidFieldError('key', `This address will not do: it ${badKey}.`)
      if ((await repo.versionsOf(target.ref))[0]?.data || (await repo.draft(target.ref))) {
        throw new ConflictError('Another entry has this address already: choose another.')
      }
      const taken = takenAddress(target)
      if (taken) throw new InvalidFieldError('key', `This address will not do: it ${taken}.`)
      if (await repo.draft(ref)) throw new ConflictError('Publish or discard its draft first.')
      const data = fieldsOf((await repo.versionsOf(ref))[0])!
      const redirects = await redirectsWith(file.path, target.path)
      return release(
        {
          summary: `Move ${file.path} to ${target.path}`,
          changes: [
            { ref, data: null },
            { ref: target.ref, data },
            { ref: REDIRECTS, data: redirects },
          ],
          recorded: { action: 'content-published', target: target.ref, detail: { movedFrom: file.path } },
        },
        acting,
      )
    },

    /** Deletes an entry (see removePlan). */
    async remove(ref: string, redirectTo: string | null, takeOut: boolean, acting: Acting) {
      return release(await removePlan(ref, redirectTo, takeOut), acting)
    },

    /** Publishing and taking down set for a time (server/modules/schedules/). */
    scheduled: {
      async describe({ target, revisions }: Job) {
        const refs = target.split(',')
        const files = refs.map(fileAt)
        if (files.some((file) => !file)) return null
        const changed = []
        for (const [i, ref] of refs.entries()) {
          const draft = await repo.draft(ref)
          if (revisions && draft?.revision !== revisions[i]) changed.push(await currentName(files[i]!))
        }
        const unseen =
          changed.length === 0
            ? null
            : `${refs.length > 1 ? `The draft of “${changed.join('”, “')}”` : 'The draft'} changed after the time was set: it publishes only what was seen then. Change the time to set it for the draft as it is now.`
        if (files.length === 1) return { ...(await described(files[0]!)), unseen }
        const names = await Promise.all(files.map((file) => currentName(file!)))
        return { title: `Together: ${names.join(', ')}`, url: null, unseen }
      },
      async check(job: Job) {
        // A new entry may be set to go and to come down: its take-down is checked when it fires.
        if (job.action === 'unpublish' && !(await isLive(job.target)) && (await repo.draft(job.target)))
          return job
        const plan = await scheduledPlan(job)
        const revisions = plan.published?.map(({ revision }) => revision) ?? null
        return { ...job, revisions }
      },
      async start(job: Job, acting: Acting) {
        const { id, done } = await startRelease(await scheduledPlan(job), acting)
        return { releaseId: id, done }
      },
      async outcomeOf(id: number) {
        const row = await repo.release(id)
        // Still building, or cut short by a stop: not an outcome; the schedule fires again.
        if (!row || row.state === 'building' || row.error === INTERRUPTED) return null
        return row.state === 'failed'
          ? { live: false as const, reason: row.error ?? 'The release failed.' }
          : { live: true as const }
      },
    } satisfies ScheduledWork,

    /** A draft asked to go live, while the team reviews before publishing (server/modules/reviews/). */
    reviewed: {
      async describe(ref: string) {
        const file = fileAt(ref)
        return file ? described(file) : null
      },
      async draftOf(ref: string) {
        const draft = await repo.draft(ref)
        if (!draft) return null
        const published = fieldsOf((await repo.versionsOf(ref))[0])
        return { revision: draft.revision, changes: changesBetween(published, JSON.parse(draft.data)) }
      },
      async check(ref: string, revision: number) {
        await draftToBuild(fileOrThrow(ref), revision)
      },
      async publish(ref: string, revision: number, acting: Acting) {
        const { id, done } = await startRelease(await publishPlan([{ ref, revision }]), acting)
        return { release: releaseOf((await repo.release(id))!), done }
      },
    } satisfies ReviewedWork,

    /** The media library: every uploaded photograph and where it is used. */
    library: {
      list: library.list,
      view: library.view,
      async describe(name: string, description: Description, { actor, ip }: Acting) {
        const image = await library.describe(name, description)
        await audit.record({ actor, action: 'image-described', target: name, detail: description, ip })
        return image
      },
      async remove(name: string, { actor, ip }: Acting) {
        await library.remove(name)
        await audit.record({ actor, action: 'image-deleted', target: name, ip })
      },
      /**
       * Replaces the file under a new name: the live pages that show it follow in one release, and
       * the old one leaves the library's list as it goes live (at once, if no page shows it).
       */
      async replace(name: string, bytes: Buffer, acting: Acting) {
        const replaced = await library.replace(name, bytes)
        const { changes } = replaced
        const refs = changes.map(({ ref }) => ref)
        if (replaced.name !== name && changes.length === 0)
          await repo.transaction((tx) => tx.imageReplaced(name, replaced.name))
        // Named as the library names it: by what it shows, else by the file it was uploaded as.
        const photo = await library.view(replaced.name)
        const called = photo.alt || photo.fileName || 'a photograph'
        const started =
          changes.length === 0
            ? null
            : await release(
                {
                  summary: `Replace the photograph “${called}” on ${refs.length === 1 ? 'its page' : `${refs.length} pages`}`,
                  changes,
                  recorded: {
                    action: 'content-published',
                    target: refs.join(', '),
                    detail: { replaced: name, by: replaced.name },
                  },
                  afterwards: (tx) => tx.imageReplaced(name, replaced.name),
                },
                acting,
              )
        return { image: photo, release: started }
      },
    },

    /** Drops a draft: the published version stays as it is. */
    async discard(ref: string, revision: number) {
      fileOrThrow(ref)
      if (!(await repo.deleteDraft(ref, revision))) {
        throw new ConflictError('The draft changed since you opened it: reload it first.')
      }
    },

    /**
     * Publishes a file the site writes itself (a newsletter issue's page in the archive), checked as
     * a member's save is, and resolves once it is live: what follows (the mail) may link to it.
     */
    async publishWritten(ref: string, data: Fields, { actor, ip }: Acting) {
      const file = fileOrThrow(ref)
      const problems = await problemsOf(file, data)
      if (Object.keys(problems).length > 0)
        throw new InvalidFieldsError('The page would not build.', problems)
      const title = file.kind === 'single' ? file.label : titleOf(data, file.key)
      const { opened, done } = releases.start(`Publish “${title}”`, actor, [{ ref, data }])
      const id = await opened
      const outcome = await done
      if (!outcome.live) {
        await audit.record({
          actor,
          action: 'content-publish-failed',
          target: ref,
          detail: { release: id, reason: outcome.reason },
          ip,
        })
        throw new PublishFailed(outcome.reason)
      }
      await audit.record({ actor, action: 'content-published', target: ref, detail: { release: id }, ip })
      return file
    },

    /** A content file's name as the editor lists it (a deleted entry's, as it last was); null for no file. */
    async nameOfRef(ref: string) {
      const file = fileAt(ref)
      if (!file) return null
      const last = (await repo.versionsOf(ref)).find((version) => version.data !== null)
      return last ? nameOf(file, fieldsOf(last)) : currentName(file).catch(() => null)
    },

    /** Whether a content file exists in the published content. */
    exists: isLive,

    async release(id: number) {
      const row = await repo.release(id)
      if (!row) throw new NotFoundError('There is no such release.')
      return releaseOf(row)
    },

    async history(ref: string) {
      fileOrThrow(ref)
      const versions = await repo.versionsOf(ref)
      return {
        versions: versions.map((row, i) => ({
          version: row.version,
          authorEmail: row.authorEmail,
          writtenByEmail: row.writtenByEmail,
          createdAt: row.createdAt,
          releaseId: row.releaseId,
          deleted: row.data === null,
          changes: changesBetween(fieldsOf(versions[i + 1]), fieldsOf(row)),
        })),
      }
    },

    /**
     * Builds the site with a draft in place of the published version, apart from the live site, for
     * its page to be looked at exactly as visitors would get it. The build goes on after the answer.
     */
    async preview(ref: string, revision: number) {
      const file = fileOrThrow(ref)
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
