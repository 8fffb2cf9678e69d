// Content files as the editor finds and names them: by their place (`ref`) among the live content's
// files, with their fields as last published, and named for people with the firm's facts in place of
// their tokens. What every part of the editor asks of a file.
import { type ContentFile, contentFileAt, readFields } from '#content/files.ts'
import { NotFoundError } from '#server/lib/errors.ts'
import type { LiveSite } from '#server/site/live-site.ts'
import type { ContentRepository, VersionRow } from './content.repository.ts'
import { titleOf } from './names.ts'

type Fields = Record<string, unknown>

export const fieldsOf = (row: VersionRow | undefined): Fields | null =>
  row?.data ? (JSON.parse(row.data) as Fields) : null

export function createEditorFiles({
  repo,
  site,
}: {
  repo: Pick<ContentRepository, 'versionsOf' | 'draft'>
  site: Pick<LiveSite, 'current'>
}) {
  /** The firm's facts as the live content gives them: a file name such as `life-at-{slug}` uses them. */
  const liveTokens = () => site.current().content.siteTokens

  /** The other languages of the live site, with the folder of their translations (`fr`). */
  const translations = () =>
    site
      .current()
      .content.site.languages.slice(1)
      .map(({ code, name, prefix }) => ({ code, name, folder: prefix.slice(1) }))

  /** The content file at `ref`: a file of the default language, or a translation into a language of the site. */
  const fileAt = (ref: string) =>
    contentFileAt(
      ref,
      liveTokens(),
      translations().map(({ folder }) => folder),
    )

  function fileOrThrow(ref: string) {
    const file = fileAt(ref)
    if (!file) throw new NotFoundError('There is no such content file.')
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

  /** A text with the firm's facts of the live site in place of their tokens (`{shortName}`). */
  function withFacts(text: string) {
    const tokens: Record<string, string> = site.current().content.siteTokens
    return text.replace(/\{(\w+)\}/g, (token, name: string) => tokens[name] ?? token)
  }

  /** A file's name for people: its title with the firm's facts in place of their tokens. */
  function nameOf(file: ContentFile, data: Fields | null) {
    return file.kind === 'single' ? file.label : withFacts(titleOf(data, file.key))
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

  /** A content file's fields as they are live: as last published, or as the release's file has them. */
  const liveFields = async (ref: string) =>
    fieldsOf((await repo.versionsOf(ref))[0]) ?? readFields(ref, site.current().content.root)

  /** Whether a content file exists in the published content. */
  const isLive = async (ref: string) => (await repo.versionsOf(ref))[0]?.data != null

  return {
    liveTokens,
    translations,
    fileAt,
    fileOrThrow,
    takenAddress,
    withFacts,
    nameOf,
    nameNow,
    currentName,
    described,
    liveFields,
    isLive,
  }
}

export type EditorFiles = ReturnType<typeof createEditorFiles>
