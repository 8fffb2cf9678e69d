import type { Help } from '../help.tsx'

/** The Analytics screen's "how to": reading the figures. */
export const analyticsHelp: Help = {
  heading: 'How to read the figures',
  steps: [
    'Visitors are people counted once a day, without a cookie: the same person on two days counts twice.',
    'Choose a period: each figure shows how it moved from the same number of days before.',
    'Where visits start and where visitors come from say which pages and sites bring people; links with utm_ tags (the newsletter’s) show as campaigns.',
    'The goals count messages sent, subscriptions confirmed, job alerts asked for and searches; searches that found nothing are pages waiting to be written.',
    'Download each day’s figures as CSV for a spreadsheet; a page’s reads of the last 30 days also show beside it in the content editor.',
  ],
  guide: '#read-the-figures',
}
