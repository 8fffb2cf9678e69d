import { useEffect, useId, useState } from 'react'
import { campaignsApi } from '#app/lib/admin-api/campaigns.ts'
import type { CampaignsResponse } from '#contract/campaigns.ts'
import { StatusLine } from '../status-line.tsx'

/** The topic a page of each folder is usually for: a job's readers want openings. */
const TOPIC_BY_FOLDER: Record<string, string> = { insights: 'insights', articles: 'insights', jobs: 'jobs' }

/** The folders whose pages are news to readers, and so may be sent when published. */
export const sendableFolder = (entryRef: string) => entryRef.split('/')[0]! in TOPIC_BY_FOLDER

/**
 * Publish and send: once the page is live, it may go to the readers of a topic, once, as an issue
 * of its own (its title, its description and a link to it).
 */
export function SendToReaders({
  entryRef,
  url,
  csrfToken,
}: {
  entryRef: string
  url: string
  csrfToken: string
}) {
  const id = useId()
  const [data, setData] = useState<CampaignsResponse | null>(null)
  const [topic, setTopic] = useState(TOPIC_BY_FOLDER[entryRef.split('/')[0]!] ?? '')
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [pending, setPending] = useState(false)

  useEffect(() => {
    void campaignsApi.campaigns().then((result) => result.ok && setData(result.data))
  }, [])
  const sent = data?.campaigns.find((campaign) => campaign.source === `page:${url}`)

  async function send() {
    setPending(true)
    const result = await campaignsApi.sendPage({ path: url, topics: [topic] }, csrfToken)
    setPending(false)
    if (!result.ok)
      return setNotice({ ok: false, text: result.fields?.path ?? result.error ?? 'It was not sent.' })
    setNotice({ ok: true, text: 'On its way. Follow it on the Newsletter page.' })
    const refreshed = await campaignsApi.campaigns()
    if (refreshed.ok) setData(refreshed.data)
  }

  if (!data) return null
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="text-xl font-bold text-navy">
        Send it to readers
      </h2>
      {sent ? (
        <p className="mt-2 text-slate-700">
          Sent to readers on {(sent.startedAt ?? sent.createdAt).slice(0, 10)}: {sent.counts.sent} received
          it.{' '}
          <a href="/superadmin/newsletter" className="font-semibold text-navy underline underline-offset-4">
            The Newsletter page
          </a>
        </p>
      ) : (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={`${id}-topic`} className="font-semibold text-navy">
              To the readers of
            </label>
            <select
              id={`${id}-topic`}
              value={topic}
              onChange={(event) => setTopic(event.target.value)}
              className="mt-1 block rounded-md border border-slate-300 px-3 py-2"
            >
              {data.topics.map((option) => (
                <option key={option.key} value={option.key}>
                  {option.label} ({option.readers})
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            disabled={pending || !topic}
            onClick={() => void send()}
            className="rounded-md bg-red-strong px-4 py-2 font-semibold text-white hover:bg-navy disabled:opacity-60"
          >
            {pending ? 'Sending...' : 'Send it once, now'}
          </button>
        </div>
      )}
      <StatusLine notice={notice} />
    </section>
  )
}
