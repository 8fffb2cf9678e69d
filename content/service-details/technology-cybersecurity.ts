import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const technologyCybersecurity = {
  path: 'technology/cybersecurity',
  seo: {
    title: 'Cybersecurity Assessments and Incident Planning | Northstar',
    description:
      'Security assessments, identity and access management, incident response planning and staff training, prioritised by the risks that matter most to you.',
  },
  hero: {
    eyebrow: 'Technology services',
    title: 'Cybersecurity',
    subtitle:
      'Security assessments, identity and access management, incident response planning and staff training, prioritised by the risks that matter most to your organisation.',
    image: { src: '/images/hero-technology.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'No organisation can defend everything equally. Security budgets are limited, and a long list of vulnerabilities does not tell a leadership team where to start. We help organisations understand which systems and data matter most, how they are most likely to be attacked and which controls would reduce that risk the most.',
    'We work with technology leaders and boards in the public sector, health, education, construction, logistics and other industries. Our specialists assess, advise and help implement, and we are independent of security product vendors, so our advice follows your risks rather than a product catalogue.',
    'An initial assessment usually takes four to eight weeks, depending on the size of the organisation. It ends with a ranked plan that your board can approve, fund and track quarter by quarter.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Security assessments',
        description:
          'Reviews of systems, configurations, suppliers and processes, including technical testing where appropriate, with findings ranked by business risk.',
      },
      {
        title: 'Identity and access management',
        description:
          'Multi-factor authentication, role-based access and joiner, mover and leaver processes that keep access tied to need.',
      },
      {
        title: 'Incident response planning',
        description:
          'Response plans, roles, contact lists and exercises, so that your team knows what to do in the first hours of an incident.',
      },
      {
        title: 'Staff training',
        description:
          'Practical training on phishing, passwords and data handling, matched to the roles and risks in your organisation.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Understand what matters',
        description:
          'We identify your most important systems, data and services with your leadership and technical teams.',
      },
      {
        title: 'Assess the risks',
        description:
          'We review current controls and test where needed to find the weaknesses most likely to be exploited.',
      },
      {
        title: 'Prioritise',
        description:
          'We set out a ranked plan of improvements, with costs and effort, that your board can approve and track.',
      },
      {
        title: 'Implement and rehearse',
        description:
          'We help put the controls in place, train staff and run exercises that test the incident response plan.',
      },
      {
        title: 'Review and repeat',
        description:
          'We revisit the risk assessment each year or after major change, so that priorities keep pace with new systems and threats.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'A clear picture of your most important risks',
      'A prioritised, costed improvement plan',
      'Tighter control over who can access what',
      'An incident response plan that has been rehearsed',
      'Staff who can recognise and report common attacks',
    ],
  },
  related: [
    { label: 'Technology', href: '/industries/technology' },
    { label: 'All services', href: '/services' },
  ],
  cta: {
    headline: 'Know where to start on security',
    description:
      'Tell us about your organisation and your main concerns. We will suggest an assessment that fits your size and risks.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
