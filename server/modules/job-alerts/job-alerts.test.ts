// The weekly job alert, held to what /careers/alerts promises: at most once a week, and only in
// weeks when a vacancy was posted; each reader of job openings mailed once, with the new roles
// (title, team, place, closing date, link) and their one-click unsubscribe. Publishing the
// vacancy builds the site: the full tier.
import { describe, expect, onTestFinished, test } from 'vitest'
import { entry, member, pageText, publish, save, type TestApp } from '#tests/support/content-editor.ts'
import { addReaders } from '#tests/support/readers.ts'
import { startSmtpPeer } from '#tests/support/smtp-peer.ts'
import { buildTestApp, databases, eventually, manualClock } from '#tests/support/test-app.ts'
import { full } from '#tests/support/tiers.ts'
import { dueWeek } from './job-alerts.ts'

const HOUR = 60 * 60 * 1000

/** Publishes a copy of TECH-001 as `id`, posted on `posted`. */
async function publishVacancy(t: TestApp, headers: Record<string, string>, id: string, posted: string) {
  const model = await entry(t, headers, 'jobs/TECH-001.yaml')
  const ref = `jobs/${id}.yaml`
  const data = {
    ...model.data,
    title: 'Data Platform Lead',
    seo: {
      title: `Data Platform Lead (${id})`,
      description: (model.data.seo as { description: string }).description,
    },
    datePosted: posted,
    closingDate: '2027-04-30',
  }
  const saved = await save(t, headers, { ref, data, revision: 0, baseVersion: 0 })
  expect([saved.statusCode, saved.json().problems], saved.body).toEqual([200, {}])
  expect(await publish(t, headers, ref, 1)).toMatchObject({ state: 'live' })
}

/** The job alerts sent so far. */
const alerts = (t: TestApp) =>
  t.app.db
    .selectFrom('newsletterCampaigns')
    .select(['source', 'subject', 'status'])
    .where('source', 'like', 'job-alert:%')
    .execute()

test('the week an alert covers: Monday to Sunday, sent from 09:00 on the Monday after, on the firm’s clock', () => {
  const zone = 'America/New_York'
  // Monday 1 March 2027, 08:59 and 09:00 in New York (UTC-5).
  expect(dueWeek(new Date('2027-03-01T13:59:00Z'), zone)).toBe('2027-02-15')
  expect(dueWeek(new Date('2027-03-01T14:00:00Z'), zone)).toBe('2027-02-22')
  // Sunday evening in New York is Monday in UTC: still the week before.
  expect(dueWeek(new Date('2027-03-08T03:00:00Z'), zone)).toBe('2027-02-22')
})

describe.each(databases)('job alerts on %s', { ...full, timeout: 240_000 }, (database) => {
  test('a week with a new vacancy mails each reader of job openings once, as /careers/alerts promises; a week without mails nobody', async () => {
    const smtp = await startSmtpPeer()
    onTestFinished(() => smtp.close())
    // Monday 22 February 2027, 10:00 in New York: the week of 15 February is due, and had no vacancy.
    const clock = manualClock(new Date('2027-02-22T15:00:00Z'))
    const t = await buildTestApp({ database, now: clock, mailUrl: smtp.url })
    const promise = (await pageText(t, '/careers/alerts')).body
    expect(promise).toContain(
      'At most once a week, and only in weeks when at least one new vacancy has been published. If nothing new opens, you hear nothing from us.',
    )
    expect(promise).toContain(
      'A short e-mail listing each new vacancy with its title, team, location, working pattern and closing date, and a link to the full listing.',
    )
    await addReaders(t.app.db, [
      { email: 'ana@example.com', topics: ['jobs'] },
      { email: 'ben@example.com', topics: ['jobs', 'insights'] },
      { email: 'cai@example.com', topics: ['insights'] },
      { email: 'dee@example.com', topics: ['jobs'], status: 'pending' },
      { email: 'lea@example.com', topics: ['jobs'], language: 'fr' },
    ])
    expect(await t.app.jobAlerts.pass()).toEqual([])
    expect(await alerts(t)).toEqual([])

    // Posted on Wednesday 24 February: in the alert of Monday 1 March.
    const headers = await member(t)
    await publishVacancy(t, headers, 'TECH-009', '2027-02-24')
    clock.advance(7 * 24 * HOUR)
    // Three passes at once, as three instances' would be: one alert.
    await Promise.all([t.app.jobAlerts.pass(), t.app.jobAlerts.pass(), t.app.jobAlerts.pass()])
    expect(await alerts(t)).toMatchObject([
      { source: 'job-alert:2027-02-22', subject: 'New at Northstar this week: 1' },
    ])
    const mails = await eventually(() => {
      expect(smtp.received).toHaveLength(3)
      return smtp.received
    })
    expect(mails.map((mail) => (mail.to as { text: string }).text).sort()).toEqual([
      'ana@example.com',
      'ben@example.com',
      'lea@example.com',
    ])
    // The reader who signed up in French reads it in French; the vacancy, not translated, says it is in English.
    const [french] = smtp.to('lea@example.com')
    expect(french!.subject).toBe('Nouveau chez Northstar cette semaine : 1')
    expect(french!.text).toContain('Ces postes ont été publiés la semaine dernière.')
    expect(french!.text).toContain(
      'Technology · London, United Kingdom · Full-time · Candidatures jusqu’au 30 avril 2027',
    )
    expect(french!.html).toMatch(/Data Platform Lead<\/a> \(anglais\)/)
    expect(french!.text).toContain('/fr/lettre/preferences?token=')
    const [mail] = smtp.to('ana@example.com')
    expect(mail!.subject).toBe('New at Northstar this week: 1')
    expect(mail!.text).toContain('These roles were posted last week.')
    expect(mail!.html).toContain('Data Platform Lead')
    expect(mail!.text).toContain('Technology · London, United Kingdom · Full-time · Apply by 30 April 2027')
    expect(mail!.text).toContain('/careers/jobs/TECH-009')
    const header = (name: string) => mail!.headerLines.find((line) => line.key === name)?.line ?? ''
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(header('list-unsubscribe')).toMatch(/\/api\/newsletter\/unsubscribe\?token=/)

    // Later that week, and after a restart: nothing more. The next week has nothing new: nothing.
    clock.advance(HOUR)
    expect(await t.app.jobAlerts.pass()).toEqual([])
    clock.advance(7 * 24 * HOUR)
    expect(await t.app.jobAlerts.pass()).toEqual([])
    expect(await alerts(t)).toHaveLength(1)
    expect(smtp.received).toHaveLength(3)
  })
})
