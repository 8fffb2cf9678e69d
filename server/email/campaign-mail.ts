// A newsletter issue as e-mail (React Email): tables and inline styles that mail clients render, a
// plain-text part with the same links, and no tracking of any kind. Written with createElement
// rather than JSX: the server is TypeScript that Node runs as it is, and Node reads no JSX.
// Each of React Email's parts on its own: its umbrella package also loads a code highlighter with
// every language, some 0.5 s at the first issue rendered.
import { Body } from '@react-email/body'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { render } from '@react-email/render'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import { createElement as h, type ReactNode } from 'react'
import type { CampaignEntry } from '#contract/campaigns.ts'
import type { Language, Site } from '#content/schemas.ts'
import { wordsIn } from './messages.ts'
import { READER_LINKS } from './reader-links.ts'

/** The words an issue is framed in, in each language the mails are written in. */
const CAMPAIGN_WORDS = {
  en: {
    view: 'View in your browser',
    because: (firm: string, topics: string) => `You receive this because you asked ${firm} for: ${topics}. `,
    choose: 'Choose what you receive',
    or: ' or ',
    unsubscribe: 'unsubscribe',
  },
  fr: {
    view: 'Voir dans votre navigateur',
    because: (firm: string, topics: string) =>
      `Vous recevez cet e-mail parce que vous avez demandé à ${firm}\u00a0: ${topics}. `,
    choose: 'Choisissez ce que vous recevez',
    or: ' ou ',
    unsubscribe: 'désabonnez-vous',
  },
}

const colors = { navy: '#00263e', text: '#1e293b', muted: '#475569', line: '#e2e8f0' }
const font = 'Helvetica, Arial, sans-serif'

type Props = {
  firm: Site
  /** The language it is written in: its frame's words, and the names of the pages' other languages. */
  language: Pick<Language, 'code' | 'locale'>
  subject: string
  intro: string
  entries: CampaignEntry[]
  /** Its page in the public archive (none where the site is not served), and the site's address. */
  archiveUrl: string | null
  siteUrl: string
  topicLabels: string[]
  /** The issue's name in its links' `utm_campaign` tag: the site counts the visits it brings. */
  campaign: string
}

/**
 * A link to the site, tagged as this issue's: the same for every reader, so it tells the site which
 * issue brought a visit and nothing about who clicked.
 */
const tagged = (url: string, campaign: string) =>
  `${url}?${new URLSearchParams({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: campaign })}`

export function CampaignMail({
  firm,
  language,
  subject,
  intro,
  entries,
  archiveUrl,
  siteUrl,
  topicLabels,
  campaign,
}: Props) {
  const paragraphs = intro.split(/\n\s*\n/).map((paragraph) => paragraph.trim())
  const words = wordsIn(CAMPAIGN_WORDS, language.code)
  const languageName = new Intl.DisplayNames(language.locale, { type: 'language' })
  const mutedLink = (href: string, text: string) =>
    h(Link, { href, style: { color: colors.muted, textDecoration: 'underline' } }, text)
  const small = (margin: string, ...children: ReactNode[]) =>
    h(Text, { style: { color: colors.muted, fontSize: '13px', lineHeight: '1.6', margin } }, ...children)
  return h(
    Html,
    { lang: language.code },
    h(Head),
    h(Preview, null, paragraphs[0]?.slice(0, 140) ?? subject),
    h(
      Body,
      { style: { backgroundColor: '#f1f5f9', fontFamily: font, margin: 0, padding: '24px 0' } },
      h(
        Container,
        { style: { backgroundColor: '#ffffff', maxWidth: '600px', padding: '32px' } },
        archiveUrl
          ? h(
              Text,
              { style: { color: colors.muted, fontSize: '13px', margin: '0 0 24px' } },
              mutedLink(tagged(archiveUrl, campaign), words.view),
            )
          : null,
        h(Text, { style: { color: colors.navy, fontSize: '16px', fontWeight: 700, margin: 0 } }, firm.name),
        h(
          Heading,
          { as: 'h1', style: { color: colors.navy, fontSize: '26px', lineHeight: '1.25', margin: '16px 0' } },
          subject,
        ),
        ...paragraphs.map((paragraph, index) =>
          h(
            Text,
            { key: index, style: { color: colors.text, fontSize: '16px', lineHeight: '1.6' } },
            paragraph,
          ),
        ),
        ...entries.map((entry) =>
          h(
            Section,
            { key: entry.path, style: { borderTop: `1px solid ${colors.line}`, padding: '16px 0' } },
            h(
              Heading,
              { as: 'h2', style: { color: colors.navy, fontSize: '19px', margin: '0 0 8px' } },
              // One link per page, named by its title: a list of "Read more" links tells a screen reader nothing.
              h(
                Link,
                {
                  href: tagged(`${siteUrl}${entry.path}`, campaign),
                  style: { color: colors.navy, textDecoration: 'underline' },
                  ...(entry.language ? { lang: entry.language, hrefLang: entry.language } : {}),
                },
                entry.title,
              ),
              // A page not translated into the language says which it is in.
              entry.language ? ` (${languageName.of(entry.language)})` : null,
            ),
            h(
              Text,
              { style: { color: colors.text, fontSize: '15px', lineHeight: '1.6', margin: 0 } },
              entry.description,
            ),
          ),
        ),
        h(Hr, { style: { borderColor: colors.line, margin: '24px 0' } }),
        small(
          '0',
          words.because(
            firm.shortName,
            new Intl.ListFormat(language.locale, { type: 'conjunction' }).format(topicLabels),
          ),
          mutedLink(READER_LINKS.preferences, words.choose),
          words.or,
          mutedLink(READER_LINKS.unsubscribe, words.unsubscribe),
          '.',
        ),
        small('12px 0 0', `${firm.name}, ${firm.addressLines.join(', ')}, ${firm.address.country}`),
      ),
    ),
  )
}

/** The HTML and plain text, with READER_LINKS where each reader's own links go. */
export async function renderCampaignMail(props: Props) {
  const mail = h(CampaignMail, props)
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })])
  return { html, text }
}
