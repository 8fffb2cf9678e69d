import { useState } from 'react'
import { Field } from '#app/components/ui/field.tsx'
import { schedulesApi } from '#app/lib/admin-api/schedules.ts'
import { formatWhen } from '#app/lib/format.ts'
import type { ContentUse } from '#contract/errors.ts'
import type { Schedule, ScheduleBody } from '#contract/schedules.ts'
import type { useConfirm } from './confirm-dialog.tsx'
import { InUseNotice } from './content/in-use-notice.tsx'
import { StatusLine } from './status-line.tsx'
import { useLoad } from './use-load.ts'

const control =
  'mt-1 block w-full max-w-xs rounded-md border border-slate-300 px-3 py-2 aria-invalid:border-red-strong'
const button =
  'rounded-md px-4 py-2 font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60'

/** What was set for a time, as the server lists it for this member; `reload` after a change. */
export function useSchedules() {
  const { data: list, reload } = useLoad(schedulesApi.schedules, 'The schedules could not be loaded.')
  return { list, reload }
}

/** `2026-12-01T09:00` on the firm's clock, as people read it: 'Tuesday 1 December 2026 at 09:00'. */
function firmTime(local: string) {
  const day = new Date(`${local.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  return `${day} at ${local.slice(11)}`
}

/** The next whole hour after `now` on the firm's clock, where a new schedule's time starts. */
export function nextHour(now: string) {
  const next = new Date(`${now.slice(0, 13)}:00:00Z`)
  next.setUTCHours(next.getUTCHours() + 1)
  return next.toISOString().slice(0, 16)
}

const VERB: Record<Schedule['action'], string> = {
  publish: 'Publishes',
  unpublish: 'Comes down',
  send: 'Is sent',
}
const DONE: Record<Schedule['action'], string> = {
  publish: 'Published',
  unpublish: 'Taken down',
  send: 'Sending began',
}

/** When a schedule is set for, as people read it: 'Tuesday 1 December 2026 at 09:00 (America/New_York)'. */
export const scheduledWhen = (schedule: Schedule, timeZone: string) =>
  `${firmTime(schedule.dueLocal)} (${timeZone})`

/** One schedule in words: what happens when, who set it, and how it ended. */
export function scheduleLine(schedule: Schedule, timeZone: string) {
  const when = scheduledWhen(schedule, timeZone)
  const leads = [
    schedule.redirectTo ? `, its address then leads to ${schedule.redirectTo}` : '',
    schedule.takeOut ? ', taken out of the menus and lists that feature it' : '',
  ].join('')
  switch (schedule.state) {
    case 'waiting':
      return `${VERB[schedule.action]} on ${when}${leads}. Set by ${schedule.changedByEmail ?? schedule.setByEmail}.${schedule.unseen ? ` ${schedule.unseen}` : ''}`
    case 'firing':
      return `Under way now (set for ${when}).`
    case 'done':
      return `${DONE[schedule.action]} ${formatWhen(schedule.firedAt ?? schedule.dueAt)}, as set for ${when}.`
    case 'failed':
      return `Set for ${when}, and failed: ${schedule.error ?? 'nothing changed.'}`
    case 'cancelled':
      return `Cancelled by ${schedule.changedByEmail ?? schedule.setByEmail} (was set for ${when}).`
  }
}

type FormProps = {
  /** Ids in the page start with it. */
  id: string
  /** The field's label: 'Publish the saved draft on'. */
  label: string
  submit: string
  timeZone: string
  /** The time the field starts with, on the firm's clock. */
  start: string
  /** Asks for the address the page leads to afterwards (a take-down). */
  withRedirect?: boolean
  startRedirect?: string | null
  /** A take-down already set to take the page out of the menus and lists. */
  startTakeOut?: boolean
  /** Why it cannot be set now; the button is off and says so. */
  disabledReason?: string | null
  send: (at: string, redirectTo: string | null, takeOut: boolean) => ReturnType<typeof schedulesApi.schedule>
  onDone: (schedule: Schedule) => void
}

/** A date and time on the firm's clock (and, for a take-down, where the page leads), and a button. */
export function ScheduleForm(props: FormProps) {
  const [at, setAt] = useState(props.start)
  const [redirectTo, setRedirectTo] = useState(props.startRedirect ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  /** The places that use the page a take-down is for: it leaves the menus and lists when the person says so. */
  const [uses, setUses] = useState<ContentUse[] | null>(null)
  const [busy, setBusy] = useState(false)

  async function set(takeOut: boolean) {
    setBusy(true)
    const result = await props.send(at, props.withRedirect ? redirectTo.trim() || null : null, takeOut)
    setBusy(false)
    setUses((!result.ok && result.uses) || null)
    if (!result.ok) {
      return setErrors(
        result.fields ??
          (result.uses
            ? {}
            : { other: result.error ?? 'It could not be set: check your connection and try again.' }),
      )
    }
    setErrors({})
    props.onDone(result.data.schedule)
  }

  function submit(event: React.FormEvent) {
    event.preventDefault()
    void set(props.startTakeOut ?? false)
  }

  const describe = (name: string) =>
    [`${props.id}-${name}-hint`, errors[name] ? `${props.id}-${name}-error` : ''].filter(Boolean).join(' ')
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3">
      <Field
        id={`${props.id}-at`}
        label={props.label}
        hint={`On the firm’s clock (${props.timeZone}). It happens within a minute of that time.`}
        error={errors.at}
      >
        <input
          id={`${props.id}-at`}
          type="datetime-local"
          className={control}
          value={at}
          onChange={(event) => setAt(event.target.value)}
          aria-invalid={errors.at ? true : undefined}
          aria-describedby={describe('at')}
        />
      </Field>
      {props.withRedirect ? (
        <Field
          id={`${props.id}-redirectTo`}
          label="Its address then leads to (optional)"
          hint="A page of this site, such as /insights. Needed while other pages link to this one."
          error={errors.redirectTo}
        >
          <input
            id={`${props.id}-redirectTo`}
            className={control}
            value={redirectTo}
            onChange={(event) => setRedirectTo(event.target.value)}
            aria-invalid={errors.redirectTo ? true : undefined}
            aria-describedby={describe('redirectTo')}
          />
        </Field>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className={button}
          disabled={busy || Boolean(props.disabledReason)}
          aria-describedby={props.disabledReason ? `${props.id}-off` : undefined}
        >
          {props.submit}
        </button>
        {props.disabledReason ? (
          <p id={`${props.id}-off`} className="text-sm text-slate-700">
            {props.disabledReason}
          </p>
        ) : null}
      </div>
      {errors.other ? (
        <p role="alert" className="font-medium text-red-strong">
          {errors.other}
        </p>
      ) : null}
      {uses ? (
        <InUseNotice
          uses={uses}
          takeOutLabel="Take it out of them as it comes down, and set the time"
          onTakeOut={() => void set(true)}
        />
      ) : null}
    </form>
  )
}

/** The schedules of a list, each with Change and Cancel while it waits. */
export function ScheduleItems(props: {
  items: Schedule[]
  timeZone: string
  csrfToken: string
  ask: ReturnType<typeof useConfirm>[0]
  /** Names each item by its title and page (the content list), or not (beside the entry itself). */
  named?: boolean
  /** Reloads the list; the notice of a change waits for it. */
  onChanged: () => void | Promise<void>
}) {
  const [changing, setChanging] = useState<string | null>(null)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  return (
    <>
      <ul className="space-y-3 empty:hidden">
        {props.items.map((item) => (
          <li key={item.id} className="rounded-md border border-slate-200 p-3">
            {props.named ? (
              <p className="font-semibold text-navy">
                {item.target.includes(',') ? (
                  item.title
                ) : (
                  <a
                    href={
                      item.action === 'send'
                        ? '/superadmin/newsletter'
                        : `/superadmin/content/edit?ref=${encodeURIComponent(item.target)}`
                    }
                    className="underline underline-offset-4"
                  >
                    {item.title}
                  </a>
                )}
                {item.url ? <span className="font-normal text-slate-700"> · {item.url}</span> : null}
              </p>
            ) : null}
            <p className={item.state === 'failed' || item.unseen ? 'text-red-strong' : 'text-slate-800'}>
              {scheduleLine(item, props.timeZone)}
            </p>
            {item.state === 'waiting' ? (
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className={button}
                  aria-expanded={changing === item.id}
                  onClick={() => setChanging(changing === item.id ? null : item.id)}
                >
                  Change the time
                </button>
                <button
                  type="button"
                  className={`${button} text-red-strong`}
                  onClick={() =>
                    props.ask({
                      title: 'Cancel this schedule?',
                      body: `${scheduleLine(item, props.timeZone)} It will not happen; the page stays as it is.`,
                      confirm: 'Cancel the schedule',
                      action: async () => {
                        const result = await schedulesApi.cancelSchedule(item.id, props.csrfToken)
                        // The list as it is now first, then the word: never the one without the other.
                        await props.onChanged()
                        setNotice(
                          result.ok
                            ? { ok: true, text: 'Cancelled: nothing will happen at that time.' }
                            : { ok: false, text: result.error ?? 'It could not be cancelled.' },
                        )
                      },
                    })
                  }
                >
                  Cancel
                </button>
              </div>
            ) : null}
            {changing === item.id ? (
              <ScheduleForm
                id={`change-${item.id}`}
                label="New date and time"
                submit="Move it"
                timeZone={props.timeZone}
                start={item.dueLocal}
                withRedirect={item.action === 'unpublish'}
                startRedirect={item.redirectTo}
                startTakeOut={item.takeOut}
                send={(at, redirectTo, takeOut) =>
                  schedulesApi.changeSchedule(item.id, { at, redirectTo, takeOut }, props.csrfToken)
                }
                onDone={(moved) => {
                  setChanging(null)
                  setNotice({ ok: true, text: `Moved: ${scheduleLine(moved, props.timeZone)}` })
                  props.onChanged()
                }}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <StatusLine notice={notice} />
    </>
  )
}

/** Sets a schedule of `body`'s kind from a form's time and redirect. */
export const scheduleOf =
  (body: (at: string, redirectTo: string | null, takeOut: boolean) => ScheduleBody, csrfToken: string) =>
  (at: string, redirectTo: string | null, takeOut: boolean) =>
    schedulesApi.schedule(body(at, redirectTo, takeOut), csrfToken)
