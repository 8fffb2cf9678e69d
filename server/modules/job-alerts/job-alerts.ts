// The weekly job alert, as /careers/alerts promises it: on Monday from 09:00 on the firm's clock,
// the readers of `jobs` get one mail listing the vacancies posted in the week before (Monday to
// Sunday), by team and place, each with its closing date and a link to its listing; a week with
// none sends nothing. The week is claimed by its issue's source (`job-alert:<its Monday>`), so it
// goes once however many instances look, and a stop before it was queued is made up at the next
// pass; the sender mails each reader once with their one-click unsubscribe (campaigns/).
import { collections, urlFor } from '#content/collections.ts'
import { contentIn, type Content } from '#content/content.ts'
import type { CampaignEntry } from '#contract/campaigns.ts'
import type { IssueCopy } from '#server/modules/campaigns/campaigns.service.ts'
import { dayOf } from '#server/email/messages.ts'
import type { Clock } from '#server/lib/clock.ts'
import { firmTimeOf } from '#server/lib/firm-time.ts'
import { createPassRunner } from '#server/lib/pass-runner.ts'

/** The topic whose readers get the alert. */
export const JOBS_TOPIC = 'jobs'
/** When, on the Monday after its week, an alert goes out on the firm's clock. */
const SEND_AT = '09:00'
const SOURCE = 'job-alert:'
const DAY_MS = 24 * 60 * 60 * 1000

const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** The Monday (YYYY-MM-DD) that starts the latest week whose alert is due at `now` on the firm's clock. */
export function dueWeek(now: Date, timeZone: string) {
  const local = firmTimeOf(now, timeZone)
  const today = local.slice(0, 10)
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7
  const thisMonday = dayAfter(today, -sinceMonday)
  const sentThisWeek = sinceMonday > 0 || local.slice(11) >= SEND_AT
  return dayAfter(thisMonday, sentThisWeek ? -7 : -14)
}

/**
 * The vacancies the alert of the week from `monday` lists: live, posted that week (or the week
 * before, had a late one missed its alert), and in no earlier alert; by team, then place, then title.
 * In another language of the site (`inLanguage`), each is its translation where it has one, and says
 * its closing date in that language's words.
 */
export function newVacancies(
  content: Content,
  monday: string,
  alerted: Set<string>,
  inLanguage: Content = content,
): CampaignEntry[] {
  const from = dayAfter(monday, -7)
  const to = dayAfter(monday, 6)
  const { route, key } = collections.jobs
  const translations = new Map(inLanguage.entriesOf('jobs').map((job) => [job[key], job]))
  const { applyBy } = inLanguage.newsletterLinks.jobAlert
  return content
    .entriesOf('jobs')
    .map((job) => ({ job, path: urlFor(route, String(job[key])) }))
    .filter(({ job, path }) => job.datePosted >= from && job.datePosted <= to && !alerted.has(path))
    .toSorted(
      (a, b) =>
        a.job.department.localeCompare(b.job.department) ||
        a.job.location.localeCompare(b.job.location) ||
        a.job.title.localeCompare(b.job.title),
    )
    .map(({ job, path }) => {
      const translated = translations.get(job[key])
      const shown = translated ?? job
      const closes = dayOf(`${job.closingDate}T00:00:00Z`, inLanguage.language.locale)
      return {
        path: translated ? inLanguage.localPath(path) : path,
        title: shown.title,
        description: `${shown.department} · ${shown.location} · ${shown.type} · ${applyBy.replaceAll('{date}', closes)}`,
        ...(translated || inLanguage === content ? {} : { language: content.language.code }),
      }
    })
}

/** The site's other languages whose readers' words for the alert are written (their newsletter-links.yaml). */
const languagesOfAlert = (content: Content) =>
  content.site.languages
    .slice(1)
    .map(({ code }) => contentIn(content, code))
    .filter((inLanguage) => inLanguage.singleFileIn('newsletter-links.yaml') !== 'newsletter-links.yaml')

export function createJobAlerts({
  content,
  timeZone,
  clock,
  campaigns,
  log,
  pollMs = 10 * 60_000,
}: {
  content: () => Content
  timeZone: () => string
  clock: Clock
  campaigns: {
    sendOnce: (
      issue: IssueCopy & {
        source: string
        topics: string[]
        /** Its copies in the site's other languages, by language. */
        versions: Record<string, IssueCopy>
      },
    ) => Promise<boolean>
    /** The pages the issues whose source starts with a prefix listed. */
    pathsSentBy: (sourcePrefix: string) => Promise<string[]>
  }
  log: { warn: (message: string) => void; info: (message: string) => void }
  pollMs?: number
}) {
  /** Sends the alert of the week due now, if it has vacancies and was not sent; what it listed. */
  async function pass() {
    const monday = dueWeek(clock(), timeZone())
    const live = content()
    const alerted = new Set(await campaigns.pathsSentBy(SOURCE))
    const entries = newVacancies(live, monday, alerted)
    if (entries.length === 0) return []
    const copyIn = (inLanguage: Content) => {
      const { subject, intro } = inLanguage.newsletterLinks.jobAlert
      return { subject: subject.replaceAll('{count}', String(entries.length)), intro }
    }
    const sent = await campaigns.sendOnce({
      source: `${SOURCE}${monday}`,
      ...copyIn(live),
      entries,
      topics: [JOBS_TOPIC],
      versions: Object.fromEntries(
        languagesOfAlert(live).map((inLanguage) => [
          inLanguage.language.code,
          { ...copyIn(inLanguage), entries: newVacancies(live, monday, alerted, inLanguage) },
        ]),
      ),
    })
    if (sent) log.info(`Job alerts: the week from ${monday} listed ${entries.length} vacancies.`)
    return entries
  }

  const runner = createPassRunner({
    pollMs,
    pass: async () => void (await pass()),
    onError: (error) => log.warn(`Job alerts: a pass failed: ${String(error)}`),
  })
  return { start: runner.start, stop: runner.stop, kick: runner.kick, pass }
}

export type JobAlerts = ReturnType<typeof createJobAlerts>
