// What the editor shows: every content file in its group with its state, and one file as its form
// opens (its schema, fields, published version and draft). Opening either readies the writers.
import { z } from 'zod'
import { type CollectionName, collectionNames, collections } from '#content/collections.ts'
import {
  type ContentFile,
  formSchemaOf,
  keyProblem,
  previewPathOf,
  withFormattedTexts,
} from '#content/files.ts'
import type { ContentEntryResponse, ContentListResponse, TranslationState } from '#contract/content.ts'
import { InvalidFieldError } from '#server/lib/errors.ts'
import type { LiveSite } from '#server/site/live-site.ts'
import type { ContentRepository } from './content.repository.ts'
import type { Drafts } from './drafts.ts'
import { type EditorFiles, fieldsOf } from './editor-files.ts'
import { releaseOf } from './history.ts'
import type { ReleaseBuilder } from './release-builder.ts'

type Fields = Record<string, unknown>

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

export function createListing({
  repo,
  builder,
  site,
  announceEditing,
  files,
  problemsOf,
}: {
  repo: ContentRepository
  builder: Pick<ReleaseBuilder, 'warm'>
  site: Pick<LiveSite, 'current'>
  /** Tells the other instances that a member opened the editor (they get their writers ready). */
  announceEditing: () => void
  files: EditorFiles
  problemsOf: Drafts['problemsOf']
}) {
  /**
   * A member opened the editor: a publish or a preview is likely to follow. This instance's writers,
   * and the other instances' (which write each release themselves), get ready for it.
   */
  function editorOpened() {
    builder.warm(site.current().source)
    announceEditing()
  }

  /** A form's schema with the firm's facts in place of their tokens in its descriptions (its hints). */
  function withFactsIn(schema: unknown): unknown {
    if (Array.isArray(schema)) return schema.map(withFactsIn)
    if (schema === null || typeof schema !== 'object') return schema
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) => [
        key,
        key === 'description' && typeof value === 'string' ? files.withFacts(value) : withFactsIn(value),
      ]),
    )
  }

  type Published = { data: string | null; createdAt: string } | undefined
  /**
   * A file of the default language in each other language, from the latest published version of
   * the file (`original`) and of each translation (`published`, by its ref): missing, outdated when
   * the original was published after it, or current.
   */
  const translationStates = (
    ref: string,
    original: Published,
    published: (ref: string) => Published,
  ): TranslationState[] =>
    files.translations().map(({ code, name, folder }) => {
      const at = `${folder}/${ref}`
      const translated = published(at)
      const state = !translated?.data
        ? ('missing' as const)
        : original?.data && original.createdAt > translated.createdAt
          ? ('outdated' as const)
          : ('current' as const)
      return { language: code, name, ref: at, state }
    })

  return {
    async list(): Promise<ContentListResponse> {
      editorOpened()
      const latest = new Map((await repo.latestVersions()).map((row) => [row.ref, row]))
      const drafts = new Map((await repo.drafts()).map((draft) => [draft.ref, draft]))
      const refs = [...new Set([...latest.keys(), ...drafts.keys()])]
      const listed = refs.flatMap((ref) => {
        const file = files.fileAt(ref)
        const row = latest.get(ref)
        if (!file || (row && row.data === null && !drafts.has(ref))) return []
        const draft = drafts.get(ref)
        const item = {
          ref,
          language: file.language ?? null,
          translations: file.language ? [] : translationStates(ref, row, (at) => latest.get(at)),
          title: files.nameNow(file, draft ? (JSON.parse(draft.data) as Fields) : null, fieldsOf(row)),
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
        items: listed.filter(({ file }) => groupOf(file) === group.id).map(({ item }) => item),
      }))
      const [release] = await repo.recentReleases(1)
      return { groups, release: release ? releaseOf(release) : null }
    },

    /** The file as the editor opens it; `readOnly` says why this member may only read it, if so. */
    async entry(ref: string, readOnly: string | null = null): Promise<ContentEntryResponse> {
      editorOpened()
      const file = files.fileOrThrow(ref)
      const versions = await repo.versionsOf(ref)
      const published = versions[0]?.data ? versions[0] : undefined
      const draft = await repo.draft(ref)
      // A translation's original, as published: its form starts from it, and shows it beside.
      const language = files.translations().find(({ folder }) => folder === file.language)
      const sourceRef = language ? ref.slice(language.folder.length + 1) : null
      const original = sourceRef ? (await repo.versionsOf(sourceRef))[0] : undefined
      const sourceFile = sourceRef ? files.fileAt(sourceRef) : null
      // A file of the default language: its translations' latest versions.
      const translated = new Map<string, Published>(
        file.language
          ? []
          : await Promise.all(
              files
                .translations()
                .map(
                  async ({ folder }) =>
                    [`${folder}/${ref}`, (await repo.versionsOf(`${folder}/${ref}`))[0]] as const,
                ),
            ),
      )
      // A place no entry holds yet: a new entry's form starts from it, if its address may be one.
      const drafted = draft ? (JSON.parse(draft.data) as Fields) : null
      const stored = drafted ?? fieldsOf(published) ?? fieldsOf(original)
      const schema = formSchemaOf(file)
      const data = stored && (withFormattedTexts(schema, stored) as Fields)
      const badKey = data ? null : (keyProblem(file) ?? files.takenAddress(file))
      if (badKey) throw new InvalidFieldError('key', `This address will not do: it ${badKey}.`)
      return {
        ref,
        readOnly,
        title: files.nameOf(file, data),
        group: file.kind === 'single' ? 'Pages and site-wide parts' : collections[file.collection].label,
        // A translation's page, where it is published.
        url: file.language
          ? published
            ? previewPathOf(file, fieldsOf(published))
            : null
          : file.kind === 'single'
            ? null
            : file.url,
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
          .filter((path) => !site.current().notFoundPaths.has(path) && !path.startsWith('/superadmin'))
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
        language: language ? { code: language.code, name: language.name } : null,
        source:
          sourceRef && sourceFile
            ? {
                ref: sourceRef,
                title: files.nameOf(sourceFile, fieldsOf(original)),
                data:
                  fieldsOf(original) &&
                  (withFormattedTexts(formSchemaOf(sourceFile), fieldsOf(original)) as Fields),
                language: site.current().content.site.languages[0]!.code,
              }
            : null,
        translations: file.language ? [] : translationStates(ref, versions[0], (at) => translated.get(at)),
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
  }
}
