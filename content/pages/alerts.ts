import type { z } from 'zod'
import type { PageSchema } from '../schemas.ts'

export const alerts = {
  path: '/careers/alerts',
  seo: {
    title: 'Job Alerts: New Vacancies by E-mail | Careers at Northstar',
    description:
      'Get new Northstar vacancies by e-mail, at most once a week. Sign-up uses double opt-in and every alert has a one-click unsubscribe link.',
  },
  hero: {
    eyebrow: 'Careers',
    title: 'Job alerts',
    subtitle: 'Hear about new vacancies without checking the site every week.',
    image: { src: '/images/hero-careers.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Leave your e-mail address and we will tell you about new Northstar vacancies: roles for experienced professionals, corporate roles across our offices, and our student programmes when applications open.',
    'Job alerts are free, separate from our newsletter, and you can stop them at any time with one click.',
  ],
  sections: [
    {
      kind: 'list',
      heading: 'What you get',
      items: [
        'A short e-mail listing each new vacancy with its title, team, location, working pattern and closing date, and a link to the full listing.',
        'New roles grouped by team and by location, so you can skip straight to the ones that interest you.',
        'A note when applications open for the Summer Internship and the Graduate Program each autumn.',
        'Nothing else: no newsletters, marketing or event invitations. Those come only if you sign up for our newsletter separately.',
      ],
    },
    {
      kind: 'prose',
      heading: 'How often',
      paragraphs: [
        'At most once a week, and only in weeks when at least one new vacancy has been published. If nothing new opens, you hear nothing from us.',
      ],
    },
    {
      kind: 'steps',
      heading: 'How signing up works',
      items: [
        {
          title: 'Enter your e-mail address',
          description: 'Use the form on this page. We ask for nothing else.',
        },
        {
          title: 'Confirm it',
          description:
            'We send one confirmation e-mail. Its link works once and for 24 hours, and nothing else is sent until you use it. This double opt-in means nobody can sign you up without your knowledge.',
        },
        {
          title: 'Receive alerts',
          description: 'Your first alert arrives in the next week in which new vacancies are published.',
        },
        {
          title: 'Leave with one click',
          description:
            'Every alert has an unsubscribe link that works with one click, with no password and no questions. Many mail programs also show an unsubscribe button that does the same.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Your data',
      paragraphs: [
        'We store your e-mail address, that you chose job alerts, the status of your subscription and the dates you signed up, confirmed or left. We use it only to send job alerts; signing up plays no part in any application you make.',
        'If you never confirm, your sign-up is deleted 30 days after the request. If you unsubscribe, your record is deleted 30 days later. Our Privacy Policy has the full details.',
      ],
    },
  ],
  signup: {
    heading: 'Create a job alert',
    text: 'Enter your e-mail address and we will send a link to confirm it. Alerts start only after you confirm.',
    topic: 'jobs',
  },
  cta: {
    headline: 'Looking for a role right now?',
    description: 'Search every open vacancy by keyword, team or location.',
    button: { label: 'Search jobs', href: '/careers/searchjobs' },
  },
} satisfies z.input<typeof PageSchema>
