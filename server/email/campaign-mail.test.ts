import { doIUseEmail } from 'doiuse-email'
import { expect, test } from 'vitest'
import { contentRoot } from '#content/load.ts'
import { loadSite } from '#content/site.ts'
import { renderCampaignMail } from './campaign-mail.ts'
import { forReader } from './reader-links.ts'

/** The firm as content/ names it. */
const site = loadSite(contentRoot())

/**
 * What caniemail.com says some clients lack, and why each is harmless here: the clients drop it and
 * the mail reads the same. Anything else a change brings in (flexbox, a background image, a web
 * font…) fails the check below until it is judged and listed.
 */
const DEGRADES_GRACEFULLY: Record<string, string> = {
  '<body> element':
    'clients without it put the body in a <div> of their own; the styles are on the container',
  'display:none':
    'hides the preview line (the preheader); where it shows, it is the first words of the introduction',
  overflow: 'part of hiding the preview line',
  opacity: 'part of hiding the preview line',
  'role attribute': 'layout tables say role="presentation" to screen readers; clients without it ignore it',
  'target attribute': 'links open in a new tab where a client allows it, in the same one elsewhere',
}

const issue = {
  firm: site,
  language: { code: 'en', locale: 'en-GB' },
  subject: 'November at Northstar',
  intro: 'Three things we learned this month.\n\nRead on.',
  entries: [
    { path: '/insights/ai-in-business', title: 'AI in business', description: 'Where AI pays off first.' },
    { path: '/about', title: 'About us', description: 'Who we are.' },
  ],
  archiveUrl: 'https://www.northstar.example/newsletters/2026-11-26-november-at-northstar',
  siteUrl: 'https://www.northstar.example',
  topicLabels: ['Insights'],
  campaign: '2026-11-26-november-at-northstar',
}
const links = {
  preferences: 'https://www.northstar.example/newsletter/preferences?token=P',
  unsubscribe: 'https://www.northstar.example/newsletter/unsubscribe?token=P',
}

test('the issue uses only what the main mail clients render, or what they drop harmlessly (caniemail.com)', async () => {
  const { html } = await renderCampaignMail(issue)
  const result = doIUseEmail(html, { emailClients: ['gmail.*', 'outlook.*', 'apple-mail.*', 'yahoo.*'] })
  const errors = result.success ? [] : result.errors
  const features = new Set(errors.map((error) => /^`([^`]+)`/.exec(error)![1]!))
  expect([...features].filter((feature) => !(feature in DEGRADES_GRACEFULLY))).toEqual([])
})

test('its plain-text part carries every link of the HTML part, and nothing tracks the reader', async () => {
  const mail = forReader(await renderCampaignMail(issue), links)
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
  // The site's pages carry the issue's tags, the same for every reader: the visits it brings are
  // counted, not who made them.
  const tags = '?utm_source=newsletter&utm_medium=email&utm_campaign=2026-11-26-november-at-northstar'
  expect(new Set(hrefs)).toEqual(
    new Set([
      `${issue.archiveUrl}${tags}`,
      `https://www.northstar.example/insights/ai-in-business${tags}`,
      `https://www.northstar.example/about${tags}`,
      links.preferences,
      links.unsubscribe,
    ]),
  )
  for (const href of hrefs) expect(mail.text).toContain(href)
  // No image, pixel or remote style: opening the mail tells nobody anything.
  expect(mail.html).not.toMatch(/<img|<link|url\(/i)
  // The postal address, as the law on commercial mail asks (CAN-SPAM).
  for (const line of site.addressLines) expect(mail.text).toContain(line)
})
