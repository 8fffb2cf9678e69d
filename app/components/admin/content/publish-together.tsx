import { useState } from 'react'
import { contentApi } from '#app/lib/admin-api/content.ts'
import type { ContentItem, Release } from '#contract/content.ts'
import type { ScheduleListResponse } from '#contract/schedules.ts'
import type { useConfirm } from '../confirm-dialog.tsx'
import { nextHour, ScheduleForm, scheduleOf } from '../schedule.tsx'
import { StatusLine } from '../status-line.tsx'

type Draft = ContentItem & { group: string }

const button =
  'rounded-md px-4 py-2 font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60'

/**
 * Several drafts published as one release, now or at a time: a launch whose pages link to each
 * other goes live in one instant, and no visitor sees one without the others.
 */
export function PublishTogether(props: {
  drafts: Draft[]
  schedules: ScheduleListResponse | null
  csrfToken: string
  ask: ReturnType<typeof useConfirm>[0]
  onRelease: (release: Release) => void
  onScheduled: () => void
}) {
  const [chosen, setChosen] = useState<string[]>([])
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const picked = props.drafts.filter((draft) => chosen.includes(draft.ref))
  const tooFew = picked.length < 2 ? 'Choose at least two drafts.' : null

  function publishNow() {
    props.ask({
      title: `Publish ${picked.length} drafts together?`,
      body: `${picked.map((draft) => `“${draft.title}”`).join(', ')} go live in the same instant, or none does.`,
      confirm: 'Publish together',
      action: async () => {
        const result = await contentApi.publishTogether(
          picked.map(({ ref, revision }) => ({ ref, revision: revision ?? 0 })),
          props.csrfToken,
        )
        if (!result.ok) return setNotice({ ok: false, text: result.error ?? 'They could not be published.' })
        setNotice(null)
        setChosen([])
        props.onRelease(result.data.release)
      },
    })
  }

  return (
    <section aria-labelledby="together-heading" className="mt-12">
      <h2 id="together-heading" className="text-xl font-bold text-navy">
        Publish drafts together
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        For a launch: the pages you choose go live in the same instant, now or at a time you set.
      </p>
      <fieldset className="mt-4">
        <legend className="font-semibold text-navy">Drafts</legend>
        <ul className="mt-2 space-y-2">
          {props.drafts.map((draft) => (
            <li key={draft.ref} className="flex items-start gap-3">
              <input
                id={`together-${draft.ref}`}
                type="checkbox"
                className="mt-1 size-5 shrink-0"
                checked={chosen.includes(draft.ref)}
                onChange={(event) =>
                  setChosen(
                    event.target.checked ? [...chosen, draft.ref] : chosen.filter((ref) => ref !== draft.ref),
                  )
                }
              />
              <label htmlFor={`together-${draft.ref}`}>
                {draft.title} <span className="text-sm text-slate-700">· {draft.group}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={button}
          disabled={tooFew !== null}
          aria-describedby={tooFew ? 'together-few' : undefined}
          onClick={publishNow}
        >
          Publish together now
        </button>
        {tooFew ? (
          <p id="together-few" className="text-sm text-slate-700">
            {tooFew}
          </p>
        ) : null}
      </div>
      {props.schedules ? (
        <ScheduleForm
          id="together-later"
          label="Or publish them together on"
          submit="Schedule publishing together"
          timeZone={props.schedules.timeZone}
          start={nextHour(props.schedules.now)}
          disabledReason={tooFew}
          send={scheduleOf(
            (at) => ({ action: 'publish', refs: picked.map(({ ref }) => ref), at }),
            props.csrfToken,
          )}
          onDone={() => {
            setChosen([])
            setNotice({ ok: true, text: 'Set: see Set for a time, below.' })
            props.onScheduled()
          }}
        />
      ) : null}
      <StatusLine notice={notice} />
    </section>
  )
}
