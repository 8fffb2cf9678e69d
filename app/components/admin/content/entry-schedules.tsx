import type { Schedule, ScheduleListResponse } from '#contract/schedules.ts'
import type { useConfirm } from '../confirm-dialog.tsx'
import { nextHour, ScheduleForm, ScheduleItems, scheduleLine, scheduleOf } from '../schedule.tsx'

type Props = {
  entryRef: string
  list: ScheduleListResponse | null
  reload: () => Promise<void>
  /** A published entry of a collection may be set to come down. */
  canTakeDown: boolean
  /** Why the draft cannot be published now (Publish says why; here, that it waits for that). */
  notReady: string | null
  csrfToken: string
  ask: ReturnType<typeof useConfirm>[0]
}

const LATER = 'later'

/** Whether a schedule is of this entry, alone or with others (`a.yaml,b.yaml`). */
const concerns = (schedule: Schedule, ref: string) =>
  schedule.action !== 'send' && schedule.target.split(',').includes(ref)

/** What waits for this entry, in one line under its status, leading to the section below. */
export function EntrySchedulesLine({ entryRef, list }: Pick<Props, 'entryRef' | 'list'>) {
  const waiting = list?.items.filter((item) => concerns(item, entryRef) && item.state === 'waiting') ?? []
  if (!list || waiting.length === 0) return null
  return (
    <p className="mt-2 text-sm font-semibold text-navy">
      <a href={`#${LATER}`} className="underline underline-offset-4">
        {waiting.map((item) => scheduleLine(item, list.timeZone)).join(' ')}
      </a>
    </p>
  )
}

/** Publishing the saved draft, and taking the page down, at a time on the firm's clock. */
export function EntrySchedules(props: Props) {
  const { list } = props
  if (!list) return null
  const items = list.items.filter(
    (item) => concerns(item, props.entryRef) && item.state !== 'done' && item.state !== 'cancelled',
  )
  // One of each waits at a time: a second is a change of the first, in the list above.
  const waits = (action: 'publish' | 'unpublish') =>
    items.some((item) => item.action === action && item.state === 'waiting')
  const publish = scheduleOf((at) => ({ action: 'publish', refs: [props.entryRef], at }), props.csrfToken)
  const takeDown = scheduleOf(
    (at, redirectTo, takeOut) => ({ action: 'unpublish', ref: props.entryRef, at, redirectTo, takeOut }),
    props.csrfToken,
  )
  return (
    <section aria-labelledby={LATER} className="mt-10 rounded-lg border border-slate-200 p-4">
      <h2 id={LATER} tabIndex={-1} className="font-semibold text-navy">
        Publish or take down later
      </h2>
      <div className="mt-3">
        <ScheduleItems
          items={items}
          timeZone={list.timeZone}
          csrfToken={props.csrfToken}
          ask={props.ask}
          onChanged={props.reload}
        />
      </div>
      {waits('publish') ? null : (
        <ScheduleForm
          id="schedule-publish"
          label="Publish the saved draft on"
          submit="Schedule publishing"
          timeZone={list.timeZone}
          start={nextHour(list.now)}
          disabledReason={props.notReady && 'A time can be set once the saved draft is ready to publish.'}
          send={publish}
          onDone={props.reload}
        />
      )}
      {props.canTakeDown && !waits('unpublish') ? (
        <div className="mt-6 border-t border-slate-200 pt-2">
          <ScheduleForm
            id="schedule-unpublish"
            label="Take the page down on"
            submit="Schedule taking down"
            timeZone={list.timeZone}
            start={nextHour(list.now)}
            withRedirect
            send={takeDown}
            onDone={props.reload}
          />
        </div>
      ) : null}
    </section>
  )
}
