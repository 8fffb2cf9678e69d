import { useEffect, useState } from 'react'
import { campaignsApi } from '#app/lib/admin-api/campaigns.ts'
import { cn } from '#app/lib/cn.ts'
import type { ApiResult } from '#app/lib/api-client.ts'
import type { SessionResponse } from '#contract/admin.ts'
import type { Campaign, CampaignBody, CampaignPreview } from '#contract/campaigns.ts'
import type { ScheduleListResponse } from '#contract/schedules.ts'
import { AdminLoading, AdminShell, SkeletonRows } from '../admin-shell.tsx'
import { useConfirm } from '../confirm-dialog.tsx'
import {
  nextHour,
  ScheduleForm,
  ScheduleItems,
  scheduledWhen,
  scheduleOf,
  useSchedules,
} from '../schedule.tsx'
import { StatusLine } from '../status-line.tsx'
import { useAdminSession } from '../use-admin-session.ts'
import { useLoad } from '../use-load.ts'
import { CampaignForm, languageName } from './campaign-form.tsx'
import { newsletterHelp } from './help.ts'

/** How often the page asks for progress while an issue is being published or sent. */
const PROGRESS_MS = 2000

const STATUS_LABELS: Record<Campaign['status'], string> = {
  draft: 'Draft',
  publishing: 'Publishing its archive page…',
  sending: 'Sending',
  paused: 'Paused',
  sent: 'Sent',
}

const buttonClass =
  'rounded-md px-3 py-2 text-sm font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100'

/** /superadmin/newsletter: compose issues, preview and test them, send, pause and follow their progress. */
export function NewsletterApp() {
  const session = useAdminSession()
  return session ? <Newsletter session={session} /> : <AdminLoading label="Loading the newsletter" />
}

function Newsletter({ session }: { session: SessionResponse }) {
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const [preview, setPreview] = useState<{
    campaign: Campaign
    /** The version shown: a language it is written in; null, the default language's. */
    language: string | null
    mail: CampaignPreview
  } | null>(null)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [ask, confirmDialog] = useConfirm()
  const csrf = session.csrfToken
  const schedules = useSchedules()

  const { data, error, reload } = useLoad(campaignsApi.campaigns, 'The newsletter could not be loaded.')
  const busy = data?.campaigns.some((campaign) => ['publishing', 'sending'].includes(campaign.status))
  useEffect(() => {
    if (!busy) return
    const timer = setInterval(() => void reload(), PROGRESS_MS)
    return () => clearInterval(timer)
  }, [busy, reload])

  async function save(body: CampaignBody) {
    setSaving(true)
    const result =
      editing === 'new' || editing === null
        ? await campaignsApi.createCampaign(body, csrf)
        : await campaignsApi.updateCampaign(editing.id, body, csrf)
    setSaving(false)
    if (!result.ok) {
      setFields(result.fields ?? {})
      return setNotice({ ok: false, text: result.error ?? 'The draft was not saved.' })
    }
    setFields({})
    setEditing(null)
    const sendsOn = sendSetFor(result.data.id)
    setNotice({
      ok: true,
      text: sendsOn
        ? `“${result.data.subject}” is saved, and is sent as it is now on ${sendsOn}.`
        : `“${result.data.subject}” is saved as a draft.`,
    })
    await reload()
  }

  /** When the send of an issue is set for, in words; null if none waits. */
  function sendSetFor(id: string) {
    const list = schedules.list
    const waiting = list?.items.find((item) => item.target === id && item.state === 'waiting')
    return list && waiting ? scheduledWhen(waiting, list.timeZone) : null
  }

  /** Runs an action on an issue and reports its outcome. */
  async function act<T>(run: () => Promise<ApiResult<T>>, done: (data: T) => string) {
    const result = await run()
    setNotice(
      result.ok
        ? { ok: true, text: done(result.data) }
        : { ok: false, text: result.error ?? 'That did not work.' },
    )
    await reload()
  }

  async function showPreview(campaign: Campaign, language: string | null = null) {
    const result = await campaignsApi.campaignPreview(campaign.id, language)
    if (result.ok) setPreview({ campaign, language, mail: result.data })
    else setNotice({ ok: false, text: result.error ?? 'The preview could not be made.' })
  }

  function confirmSend(campaign: Campaign) {
    const readers = data!.topics
      .filter((topic) => campaign.topics.includes(topic.key))
      .reduce((n, t) => n + t.readers, 0)
    ask({
      title: `Send “${campaign.subject}”?`,
      body: `It goes once to every confirmed reader of its topics (at most ${readers})${campaign.inArchive ? ', after its page is published in the archive' : ''}. This cannot be undone; you can pause it while it sends.`,
      confirm: 'Send now',
      action: () =>
        act(
          () => campaignsApi.sendCampaign(campaign.id, csrf),
          () => `“${campaign.subject}” is on its way.`,
        ),
    })
  }

  return (
    <AdminShell title="Newsletter" session={session} help={newsletterHelp}>
      {confirmDialog}
      <StatusLine notice={error ? { ok: false, text: error } : notice} />
      {data === null ? (
        <SkeletonRows />
      ) : editing ? (
        <CampaignForm
          key={editing === 'new' ? 'new' : editing.id}
          campaign={editing === 'new' ? null : editing}
          options={data}
          fields={fields}
          saving={saving}
          onSave={(body) => void save(body)}
          onCancel={() => {
            setEditing(null)
            setFields({})
          }}
        />
      ) : (
        <>
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <p className="text-lg text-slate-700">
              {data.topics.map((topic) => `${topic.label}: ${topic.readers}`).join(' · ')} confirmed readers
            </p>
            <button
              type="button"
              onClick={() => setEditing('new')}
              className="rounded-md bg-navy px-4 py-2 font-semibold text-white hover:bg-navy-soft"
            >
              New issue
            </button>
          </div>
          {data.campaigns.length === 0 ? <p className="text-slate-700">No issue yet.</p> : null}
          <ul className="space-y-4">
            {data.campaigns.map((campaign) => (
              <li key={campaign.id}>
                <CampaignCard
                  campaign={campaign}
                  sendsOn={sendSetFor(campaign.id)}
                  topicLabels={data.topics
                    .filter((topic) => campaign.topics.includes(topic.key))
                    .map((topic) => topic.label)}
                  writtenIn={
                    // Said only where the site has other languages to write it in.
                    data.languages.length > 0
                      ? [data.defaultLanguage.code, ...campaign.versions.map(({ language }) => language)].map(
                          languageName,
                        )
                      : []
                  }
                  onEdit={() => setEditing(campaign)}
                  onPreview={() => void showPreview(campaign)}
                  onTest={() =>
                    void act(
                      () => campaignsApi.sendTest(campaign.id, csrf),
                      ({ message }) => message,
                    )
                  }
                  onSend={() => confirmSend(campaign)}
                  later={
                    campaign.status === 'draft' && schedules.list ? (
                      <SendLater
                        campaign={campaign}
                        list={schedules.list}
                        csrfToken={csrf}
                        ask={ask}
                        onChanged={schedules.reload}
                      />
                    ) : null
                  }
                  onPause={() =>
                    void act(
                      () => campaignsApi.pauseCampaign(campaign.id, csrf),
                      () => 'Paused.',
                    )
                  }
                  onResume={() =>
                    void act(
                      () => campaignsApi.resumeCampaign(campaign.id, csrf),
                      () => 'Sending again.',
                    )
                  }
                />
              </li>
            ))}
          </ul>
          {preview ? (
            <PreviewPanel
              key={`${preview.campaign.id}-${preview.language}`}
              id={preview.campaign.id}
              preview={preview.mail}
              language={preview.language}
              versions={[
                { code: null, name: languageName(data.defaultLanguage.code) },
                ...preview.campaign.versions.map(({ language }) => ({
                  code: language,
                  name: languageName(language),
                })),
              ]}
              onLanguage={(language) => void showPreview(preview.campaign, language)}
              onClose={() => setPreview(null)}
            />
          ) : null}
        </>
      )}
    </AdminShell>
  )
}

/** Names in a list, as the admin's English writes it: "English and French". */
const listed = new Intl.ListFormat('en', { type: 'conjunction' })

function CampaignCard(props: {
  campaign: Campaign
  /** When its send is set for, in words, if it is. */
  sendsOn: string | null
  topicLabels: string[]
  /** The names of the languages it is written in, where the site has more than one. */
  writtenIn: string[]
  onEdit: () => void
  onPreview: () => void
  onTest: () => void
  onSend: () => void
  /** Its send set for a time, and the form that sets it (a draft's). */
  later: React.ReactNode
  onPause: () => void
  onResume: () => void
}) {
  const { campaign } = props
  const { counts } = campaign
  const total = counts.queued + counts.sent + counts.bounced + counts.failed + counts.unknown
  const headingId = `campaign-${campaign.id}`
  return (
    <article aria-labelledby={headingId} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-navy">
            {campaign.subject}
          </h2>
          <p className="text-sm text-slate-600">
            {campaign.status === 'draft' && props.sendsOn
              ? `Scheduled for ${props.sendsOn}`
              : STATUS_LABELS[campaign.status]}{' '}
            · to {props.topicLabels.join(', ')} · {campaign.inArchive ? 'in the archive' : 'e-mail only'}
            {props.writtenIn.length > 0
              ? ` · written in ${listed.format(props.writtenIn)}${props.writtenIn.length === 1 ? ' only' : ''}`
              : null}
          </p>
        </div>
        {campaign.archivePath ? (
          <a
            href={campaign.archivePath}
            className="text-sm font-semibold text-navy underline underline-offset-4"
          >
            Its archive page
          </a>
        ) : null}
      </div>
      {campaign.error ? <p className="mt-2 text-sm font-medium text-red-strong">{campaign.error}</p> : null}
      {total > 0 ? (
        <>
          <progress
            max={total}
            value={total - counts.queued}
            aria-label={`Progress of ${campaign.subject}`}
            className="mt-3 h-2 w-full accent-navy"
          />
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
            {(
              [
                ['Sent', counts.sent],
                ['Queued', counts.queued],
                ['Bounced', counts.bounced],
                ['Failed', counts.failed],
                ['Unknown', counts.unknown],
                // What the issue did: who left since, and the visits its links brought.
                ['Unsubscribed since', campaign.unsubscribed],
                ['Visitors it brought', campaign.visits.visitors],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="flex gap-1">
                <dt>{label}</dt>
                <dd className="font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={props.onPreview}
          aria-label={`Preview “${campaign.subject}”`}
          className={buttonClass}
        >
          Preview
        </button>
        <button
          type="button"
          onClick={props.onTest}
          aria-label={`Send me a test “${campaign.subject}”`}
          className={buttonClass}
        >
          Send me a test
        </button>
        {campaign.status === 'draft' ? (
          <>
            <button
              type="button"
              onClick={props.onEdit}
              aria-label={`Edit “${campaign.subject}”`}
              className={buttonClass}
            >
              Edit
            </button>
            <button
              type="button"
              onClick={props.onSend}
              aria-label={`Send “${campaign.subject}”`}
              className="rounded-md bg-red-strong px-3 py-2 text-sm font-semibold text-white hover:bg-navy"
            >
              Send
            </button>
          </>
        ) : null}
        {campaign.status === 'sending' ? (
          <button
            type="button"
            onClick={props.onPause}
            aria-label={`Pause “${campaign.subject}”`}
            className={buttonClass}
          >
            Pause
          </button>
        ) : null}
        {campaign.status === 'paused' ? (
          <button
            type="button"
            onClick={props.onResume}
            aria-label={`Resume “${campaign.subject}”`}
            className={buttonClass}
          >
            Resume
          </button>
        ) : null}
      </div>
      {props.later}
    </article>
  )
}

/** A draft's send at a time on the firm's clock: what is set, or the form that sets it. */
function SendLater(props: {
  campaign: Campaign
  list: ScheduleListResponse
  csrfToken: string
  ask: ReturnType<typeof useConfirm>[0]
  onChanged: () => Promise<void>
}) {
  const set = props.list.items.filter(
    (item) => item.target === props.campaign.id && ['waiting', 'firing', 'failed'].includes(item.state),
  )
  return (
    <div className="mt-4">
      <ScheduleItems
        items={set}
        timeZone={props.list.timeZone}
        csrfToken={props.csrfToken}
        ask={props.ask}
        onChanged={props.onChanged}
      />
      {set.some((item) => item.state !== 'failed') ? null : (
        <details>
          <summary className="cursor-pointer font-semibold text-navy">Send later</summary>
          <ScheduleForm
            id={`send-later-${props.campaign.id}`}
            label="Send it on"
            submit="Schedule the send"
            timeZone={props.list.timeZone}
            start={nextHour(props.list.now)}
            send={scheduleOf(
              (at) => ({ action: 'send', campaignId: props.campaign.id, at }),
              props.csrfToken,
            )}
            onDone={props.onChanged}
          />
        </details>
      )}
    </div>
  )
}

/** The e-mail as a reader will get it, at 600 px as mail clients show it, and its plain-text part. */
function PreviewPanel({
  id,
  preview,
  language,
  versions,
  onLanguage,
  onClose,
}: {
  id: string
  preview: CampaignPreview
  language: string | null
  /** The languages it is written in (null: the default's), each with its name. */
  versions: { code: string | null; name: string }[]
  onLanguage: (language: string | null) => void
  onClose: () => void
}) {
  // The frame loads the mail as a document of its own: until it has, say so rather than show white.
  const [loaded, setLoaded] = useState(false)
  return (
    <section
      aria-labelledby="preview-title"
      className="mt-8 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="preview-title" className="text-xl font-bold text-navy">
          Preview: {preview.subject}
        </h2>
        <button type="button" onClick={onClose} className={buttonClass}>
          Close the preview
        </button>
      </div>
      {versions.length > 1 ? (
        <div role="group" aria-label="Version" className="mt-4 flex flex-wrap gap-2">
          {versions.map(({ code, name }) => (
            <button
              key={code ?? 'default'}
              type="button"
              aria-pressed={code === language}
              onClick={() => onLanguage(code)}
              className={
                code === language
                  ? 'rounded-md bg-navy px-3 py-2 text-sm font-semibold text-white ring-1 ring-navy'
                  : buttonClass
              }
            >
              {name}
            </button>
          ))}
        </div>
      ) : null}
      <p role="status" className="mt-4 text-sm text-slate-700">
        {loaded
          ? 'As a reader will see it, at a mail program’s 600 pixels.'
          : 'Writing the e-mail as a reader will get it…'}
      </p>
      <iframe
        title={`The e-mail “${preview.subject}”`}
        // A document of its own: the page's policy would refuse the mail's inline styles.
        src={`/api/campaigns/${encodeURIComponent(id)}/preview.html${language ? `?language=${language}` : ''}`}
        // Nothing in it runs, and its links cannot take over this page.
        sandbox=""
        onLoad={() => setLoaded(true)}
        aria-busy={!loaded}
        className={cn(
          'mt-2 h-[720px] w-full max-w-[600px] rounded-md bg-white ring-1 ring-slate-200',
          loaded ? '' : 'animate-pulse bg-slate-100',
        )}
      />
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-navy">Its plain-text part</summary>
        <pre className="mt-2 max-w-full overflow-x-auto text-sm whitespace-pre-wrap text-slate-800">
          {preview.text}
        </pre>
      </details>
    </section>
  )
}
