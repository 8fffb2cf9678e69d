import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const socialPolicyAdvocacy = {
  path: 'social/policy-advocacy',
  seo: {
    title: 'Policy and Advocacy Support for Charities | Northstar',
    description:
      'Evidence reviews, policy options and costed proposals that help charities and public bodies make a clear, credible case to decision-makers and funders.',
  },
  hero: {
    eyebrow: 'Social sector services',
    title: 'Policy & Advocacy',
    subtitle:
      'Evidence reviews, policy options and costed proposals that help charities and public bodies make a clear, credible case to decision-makers.',
    image: { src: '/images/hero-social.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Decision-makers hear many requests and act on few. The proposals that succeed usually show the size of the problem, set out realistic options and state what each would cost and achieve. We help charities and public bodies build that kind of case from the evidence they hold and the evidence they can gather.',
    'We work with national and local charities, foundations, membership bodies and public agencies preparing for a consultation, a budget round or a campaign. We provide the analysis and the written case, and help your own people present it; the voice in the room remains yours.',
    'Work is usually planned backwards from a fixed date, such as a consultation deadline or a budget announcement. A focused evidence review and costed proposal typically takes six to twelve weeks; longer campaigns can be supported in stages.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Evidence reviews',
        description:
          'Structured reviews of research, administrative data and practice, summarised as what is known, what is uncertain and what it means for policy.',
      },
      {
        title: 'Policy options',
        description:
          'A short set of realistic options, each tested for cost, feasibility, legal constraints and likely effect on the people concerned.',
      },
      {
        title: 'Costed proposals',
        description:
          'Cost and benefit estimates with every assumption stated, so that finance officials can check the figures rather than dismiss them.',
      },
      {
        title: 'Briefings and submissions',
        description:
          'Consultation responses, briefing papers and one-page summaries written for ministers, councillors, officials and funders.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Frame the question',
        description:
          'We agree the decision you want to influence, who makes it and when, and what evidence they will need to see.',
      },
      {
        title: 'Gather the evidence',
        description:
          'We review existing research and data and, where gaps matter, collect new evidence through surveys, interviews and the experience of people affected.',
      },
      {
        title: 'Develop and test options',
        description:
          'Options are costed and tested with practitioners and, where appropriate, with officials before the final case is written.',
      },
      {
        title: 'Prepare the case',
        description:
          'We write the proposal and supporting material, and help your spokespeople prepare for meetings, hearings and questions.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'A clear statement of the problem, backed by evidence',
      'Realistic, costed options with their assumptions in plain view',
      'Briefings written for each audience, from officials to funders',
      'A case your organisation can defend under scrutiny',
    ],
  },
  related: [
    { label: 'Social Sector', href: '/industries/social-sector' },
    { label: 'All services', href: '/services' },
  ],
  cta: {
    headline: 'Build a case decision-makers can act on',
    description:
      'Tell us about the decision you want to influence and its timetable. We will suggest the evidence and analysis it needs.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
