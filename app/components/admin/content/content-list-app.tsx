import { useMemo, useState } from 'react'
import { contentApi } from '#app/lib/admin-api/content.ts'
import { formatWhen } from '#app/lib/format.ts'
import type { SessionResponse } from '#contract/admin.ts'
import type { ContentItem, ContentListResponse, Release, TranslationState } from '#contract/content.ts'
import { mustAskForReview } from '#contract/roles-constants.ts'
import { AdminLoading, AdminShell, SkeletonRows } from '../admin-shell.tsx'
import { useConfirm } from '../confirm-dialog.tsx'
import { ScheduleItems, useSchedules } from '../schedule.tsx'
import { StatusLine } from '../status-line.tsx'
import { ColumnHeads, TableScroller } from '../table-scroller.tsx'
import { useAdminSession } from '../use-admin-session.ts'
import { useLoad } from '../use-load.ts'
import { PublishTogether } from './publish-together.tsx'
import { ReviewItems, useReviews } from './review.tsx'
import { ReleaseLine } from './release-line.tsx'
import { ChoiceField, SearchField } from '../search-field.tsx'
import { contentListHelp } from './help.ts'
import { TranslationLink } from './translation.tsx'

/** /superadmin/content: every page, collection entry and site-wide part, to open and edit. */
export function ContentListApp() {
  const session = useAdminSession()
  return session ? <ContentList session={session} /> : <AdminLoading label="Loading the content" />
}

type Sort = 'title' | 'updated'
const SORTS: Record<Sort, (a: ContentItem, b: ContentItem) => number> = {
  title: (a, b) => a.title.localeCompare(b.title, 'en'),
  updated: (a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''),
}

const editLink = (ref: string) => `/superadmin/content/edit?ref=${encodeURIComponent(ref)}`

/** Which translations the list shows: every file, or those of one language in one state. */
type TranslationFilter = { language: string; state: TranslationState['state'] | '' }

function ContentList({ session }: { session: SessionResponse }) {
  const [query, setQuery] = useState('')
  const [sort, setSort] = useState<Sort>('title')
  const [translated, setTranslated] = useState<TranslationFilter>({ language: '', state: '' })
  const schedules = useSchedules()
  const reviews = useReviews()
  const mustAsk = mustAskForReview(session.admin.role, reviews.list?.required ?? false)
  const [ask, confirmDialog] = useConfirm()

  const [release, setRelease] = useState<Release | null>(null)
  const { data: list, error, reload } = useLoad(contentApi.contentList, 'The content could not be loaded.')

  // The files of the default language, each with its translations (which open from it).
  const groups = useMemo(() => {
    const words = query.trim().toLowerCase()
    const inState = (item: ContentItem) =>
      !translated.language ||
      item.translations.some(
        ({ language, state }) =>
          language === translated.language && (!translated.state || state === translated.state),
      )
    return (list?.groups ?? []).map((group) => ({
      ...group,
      items: group.items
        .filter((item) => item.language === null && inState(item))
        .filter(
          (item) => !words || `${item.title} ${item.ref} ${item.url ?? ''}`.toLowerCase().includes(words),
        )
        .sort(SORTS[sort]),
    }))
  }, [list, query, sort, translated])
  const languages = useMemo(
    () =>
      (list?.groups ?? [])
        .flatMap((group) => group.items)
        .find((item) => item.translations.length > 0)
        ?.translations.map(({ language, name }) => ({ language, name })) ?? [],
    [list],
  )

  const searching = query.trim() !== '' || translated.language !== ''
  const recent = useMemo(
    () =>
      (list?.groups ?? [])
        .flatMap((group) => group.items.map((item) => ({ ...item, group: group.label })))
        .filter((item) => item.updatedBy !== null)
        .sort(SORTS.updated)
        .slice(0, 5),
    [list],
  )
  const drafts = useMemo(
    () =>
      (list?.groups ?? []).flatMap((group) =>
        group.items
          .filter((item) => item.status === 'draft')
          .map((item) => ({ ...item, group: group.label })),
      ),
    [list],
  )
  return (
    <AdminShell title="Content" session={session} help={contentListHelp}>
      {confirmDialog}
      {(release ?? list?.release) ? (
        <ReleaseLine release={release ?? list!.release} onDone={() => void reload()} />
      ) : null}
      {list === null ? (
        <SkeletonRows />
      ) : (
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <section aria-labelledby="kinds-heading">
            <h2 id="kinds-heading" className="text-xl font-bold text-navy">
              What the site is made of
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {list.groups.map((group) => (
                <li key={group.id} className="rounded-lg border border-slate-200 p-4">
                  <p className="flex flex-wrap items-baseline justify-between gap-2">
                    <a
                      href={`#group-${group.id}`}
                      onClick={() => openGroup(group.id)}
                      className="font-semibold text-navy underline-offset-4 hover:underline"
                    >
                      {group.label}
                    </a>
                    <span className="text-sm text-slate-700">
                      {originals(group)} {originals(group) === 1 ? 'entry' : 'entries'}
                      {draftCount(group) ? `, ${draftCount(group)} with a draft` : ''}
                    </span>
                  </p>
                  <p className="mt-1 text-sm text-slate-700">{group.purpose}</p>
                  {group.newEntry ? (
                    <a
                      href={`/superadmin/content/edit?new=${group.id}`}
                      className="mt-3 inline-block rounded-md px-3 py-1.5 text-sm font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100"
                    >
                      New <span className="sr-only">entry in {group.label}</span>
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
            <p className="mt-4">
              <a
                href="/superadmin/content/library"
                className="font-semibold text-navy underline underline-offset-4"
              >
                Photographs
              </a>
              <span className="text-sm text-slate-700">
                {' '}
                · every uploaded photograph, its alt text and where it is used
              </span>
            </p>
          </section>
          <section aria-labelledby="recent-heading">
            <h2 id="recent-heading" className="text-xl font-bold text-navy">
              Recently changed
            </h2>
            {recent.length === 0 ? (
              <p className="mt-4 text-slate-700">Nothing yet: what the team changes shows here.</p>
            ) : (
              <ol className="mt-4 space-y-3">
                {recent.map((item) => (
                  <li key={item.ref}>
                    <a
                      href={editLink(item.ref)}
                      className="font-semibold text-navy underline-offset-4 hover:underline"
                    >
                      {item.title}
                    </a>
                    <span className="block text-sm text-slate-700">
                      {item.group}
                      {item.status === 'draft'
                        ? item.live
                          ? ', changes in a draft'
                          : ', a draft'
                        : ''} · <time dateTime={item.updatedAt!}>{formatWhen(item.updatedAt!)}</time> by{' '}
                      {item.updatedBy}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
      {reviews.list ? <ReviewItems list={reviews.list} editLink={editLink} /> : null}
      {drafts.length >= 2 && !mustAsk ? (
        <PublishTogether
          drafts={drafts}
          schedules={schedules.list}
          csrfToken={session.csrfToken}
          ask={ask}
          onRelease={(started) => {
            setRelease(started)
            scrollTo({ top: 0 })
          }}
          onScheduled={() => void schedules.reload()}
        />
      ) : null}
      {schedules.list && schedules.list.items.length > 0 ? (
        <section aria-labelledby="scheduled-heading" className="mt-12">
          <h2 id="scheduled-heading" className="text-xl font-bold text-navy">
            Set for a time
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            What waits to be published, taken down or sent, soonest first, then what happened lately.
          </p>
          <div className="mt-4">
            <ScheduleItems
              items={schedules.list.items}
              timeZone={schedules.list.timeZone}
              csrfToken={session.csrfToken}
              ask={ask}
              named
              onChanged={schedules.reload}
            />
          </div>
        </section>
      ) : null}
      <h2 className="mt-12 text-xl font-bold text-navy">All content</h2>
      <form
        role="search"
        aria-label="Find content"
        className="mt-4 flex flex-wrap items-end gap-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <SearchField
          id="content-query"
          label="Find"
          placeholder="Title, address or file"
          value={query}
          onChange={setQuery}
        />
        <ChoiceField
          id="content-sort"
          label="Sort by"
          value={sort}
          onChange={(value) => setSort(value as Sort)}
          choices={[
            { value: 'title', label: 'Title' },
            { value: 'updated', label: 'Last change' },
          ]}
        />
        {languages.length > 0 ? (
          <>
            <ChoiceField
              id="content-language"
              label="Translation into"
              value={translated.language}
              onChange={(language) => setTranslated({ language, state: '' })}
              choices={[
                { value: '', label: 'Any language' },
                ...languages.map(({ language, name }) => ({ value: language, label: name, lang: language })),
              ]}
            />
            <ChoiceField
              id="content-translation-state"
              label="Translation state"
              value={translated.state}
              disabled={!translated.language}
              onChange={(state) =>
                setTranslated({ ...translated, state: state as TranslationFilter['state'] })
              }
              choices={[
                { value: '', label: 'Any state' },
                { value: 'missing', label: 'Not translated' },
                { value: 'outdated', label: 'Outdated' },
                { value: 'current', label: 'Up to date' },
              ]}
            />
          </>
        ) : null}
      </form>
      <StatusLine notice={error ? { ok: false, text: error } : null} />
      {groups
        // While searching, only the groups that hold a match, open.
        .filter((group) => !searching || group.items.length > 0)
        .map((group) => (
          <details
            key={group.id}
            id={`group-${group.id}`}
            open={searching || undefined}
            className="mt-4 rounded-lg border border-slate-200 p-4"
          >
            <summary className="cursor-pointer">
              <h3 className="inline text-lg font-bold text-navy">
                {group.label}{' '}
                <span className="text-base font-normal text-slate-600">({group.items.length})</span>
              </h3>
            </summary>
            {group.items.length === 0 ? (
              <p className="mt-3 text-slate-700">No entries yet.</p>
            ) : (
              <TableScroller label={group.label}>
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{group.label}</caption>
                  <ColumnHeads
                    columns={[
                      'Title',
                      'Address',
                      'State',
                      ...(languages.length ? ['Translations'] : []),
                      'Last change',
                    ]}
                  />
                  <tbody className="divide-y divide-slate-200">
                    {group.items.map((item) => (
                      <tr key={item.ref}>
                        <td className="py-2 pr-4">
                          <a
                            href={editLink(item.ref)}
                            className="font-semibold text-navy underline-offset-4 hover:underline"
                          >
                            {item.title}
                          </a>
                          {item.purpose ? <span className="block text-slate-600">{item.purpose}</span> : null}
                        </td>
                        <td className="py-2 pr-4 text-slate-700">
                          {item.url ? (
                            <a href={item.url} className="underline-offset-4 hover:underline">
                              {item.url}
                            </a>
                          ) : (
                            <span className="text-slate-600">Every page</span>
                          )}
                        </td>
                        <td className="py-2 pr-4">
                          {item.status === 'published' ? (
                            'Published'
                          ) : (
                            <span className="font-semibold text-amber-800">
                              {item.live ? 'Published, changes in a draft' : 'Draft, not yet published'}
                            </span>
                          )}
                        </td>
                        {languages.length ? (
                          <td className="py-2 pr-4">
                            <ul className="flex flex-col gap-1">
                              {item.translations
                                .filter(
                                  ({ language }) => !translated.language || language === translated.language,
                                )
                                .map((translation) => (
                                  <li key={translation.ref}>
                                    <TranslationLink translation={translation} />
                                  </li>
                                ))}
                            </ul>
                          </td>
                        ) : null}
                        <td className="py-2 text-slate-700">
                          {item.updatedAt ? (
                            <time dateTime={item.updatedAt}>{formatWhen(item.updatedAt)}</time>
                          ) : null}
                          {item.updatedBy ? (
                            <span className="block text-slate-600">{item.updatedBy}</span>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroller>
            )}
          </details>
        ))}
    </AdminShell>
  )
}

/** How many of a group's entries are of the default language (its translations are theirs). */
const originals = (group: ContentListResponse['groups'][number]) =>
  group.items.filter((item) => item.language === null).length

/** How many of a group's entries have a draft. */
const draftCount = (group: ContentListResponse['groups'][number]) =>
  group.items.filter((item) => item.status === 'draft').length

/** Opens a group's list, for the link to it to land on its rows. */
const openGroup = (id: string) => {
  const details = document.getElementById(`group-${id}`)
  if (details instanceof HTMLDetailsElement) details.open = true
}
