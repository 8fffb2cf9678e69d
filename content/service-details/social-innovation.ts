import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const socialInnovation = {
  path: 'social/innovation',
  seo: {
    title: 'Social Innovation: Test, Learn and Scale | Northstar',
    description:
      'We help charities, foundations and public services pilot new service models on a small scale, learn quickly from the results and build the case for scaling what works.',
  },
  hero: {
    eyebrow: 'Social sector services',
    title: 'Social Innovation',
    subtitle:
      'Testing new service models on a small scale, learning quickly from what happens and building the case for scaling what works.',
    image: { src: '/images/hero-social.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'New ideas for public and charitable services are often launched at full scale on the strength of a promising proposal, then judged after the money has been spent. We help organisations work the other way round: try a new model with a small group of people, watch closely what happens and change it before committing larger sums.',
    'We work with charities, foundations, social enterprises and public services that want to reach people in a different way. The people who will use the service and the staff who will run it are involved in the design from the start, and we set up the measures a funder will later want to see.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Service design',
        description:
          'Workshops and interviews with service users and frontline staff to shape a new model around the problems they describe.',
      },
      {
        title: 'Small-scale pilots',
        description:
          'Pilots with a defined group, a fixed budget and a short timeline, so that results arrive while there is still time to change course.',
      },
      {
        title: 'Rapid learning cycles',
        description:
          'Regular reviews of pilot data and feedback, with changes made between cycles and recorded so that the learning is kept.',
      },
      {
        title: 'The case for scaling',
        description:
          'Evidence of results and costs, a view of what must stay the same at larger scale and a plan for funding growth.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Define the problem',
        description:
          'We agree who the service is for, which outcome it should change and how we will know whether it has.',
      },
      {
        title: 'Design with users',
        description:
          'Service users and frontline staff help design both the model and the measures used to judge it.',
      },
      {
        title: 'Pilot and learn',
        description:
          'We run the pilot in short cycles, reviewing results every few weeks and adjusting the model as we go.',
      },
      {
        title: 'Decide on scale',
        description:
          'We set out what worked, what it cost and what would need to change, so that you and your funders can decide whether to expand, adapt or stop.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'A service model tested with the people it is meant to help',
      'Pilot evidence that funders can review',
      'A clear decision on whether to scale, adapt or stop',
      'A realistic cost per participant at larger scale',
      'Staff who know how to run the next pilot themselves',
    ],
  },
  related: [
    { label: 'Social Sector', href: '/industries/social-sector' },
    { label: 'A youth employment programme across three cities', href: '/case-studies/youth-employment' },
  ],
  cta: {
    headline: 'Test your idea before you scale it',
    description:
      'Tell us about the service you want to try and the people it is for. We will suggest a pilot that fits your budget.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
