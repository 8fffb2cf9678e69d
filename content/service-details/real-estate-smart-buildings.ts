import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const realEstateSmartBuildings = {
  path: 'real-estate/smart-buildings',
  seo: {
    title: 'Smart Buildings: Controls, Sensors and Energy Data | Northstar',
    description:
      'Building management systems, occupancy sensors and energy analytics specified to cut energy use and improve comfort, with one team accountable for the data.',
  },
  hero: {
    eyebrow: 'Real estate services',
    title: 'Smart Buildings',
    subtitle:
      'Building management systems, occupancy sensors and energy analytics specified to cut energy use and improve comfort, with one team accountable for the data.',
    image: { src: '/images/hero-real-estate.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'Many buildings already have a building management system, meters and some sensors, yet heating and cooling still run to fixed timetables and nobody can say which floors are actually used. The problem is rarely a lack of technology. Systems are installed by different contractors, data sits in different places and no one is responsible for acting on it.',
    'We help owners and occupiers of offices, residential blocks and mixed-use buildings specify the controls and sensors they need, connect them and give one team clear responsibility for the data. Our advice is independent of equipment suppliers.',
    'A typical engagement starts with a survey of four to six weeks that shows what the existing systems could already do if they were set up properly; in many buildings, recommissioning comes before buying anything new. We then stay involved until savings have been measured over at least one heating and one cooling season.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Building management systems',
        description:
          'Review, recommissioning or replacement of the controls for heating, cooling, ventilation and lighting, set to the way the building is used.',
      },
      {
        title: 'Occupancy sensing',
        description:
          'Sensors that show how space is used, feeding both the controls and decisions about how much space is needed.',
      },
      {
        title: 'Energy analytics',
        description:
          'Metering and analysis that find waste, track savings and support reporting against energy-efficiency rules.',
      },
      {
        title: 'Data ownership',
        description:
          'A clear model for who owns, maintains and acts on building data, written into contracts with facilities teams and suppliers.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Audit what is there',
        description:
          'We survey existing systems, meters and controls, and review energy data and comfort complaints.',
      },
      {
        title: 'Specify what is needed',
        description:
          'We write a specification for the controls, sensors and analytics that will make a measurable difference, and nothing more.',
      },
      {
        title: 'Oversee installation',
        description:
          'We support procurement and check installation and commissioning against the specification.',
      },
      {
        title: 'Tune and hand over',
        description:
          'We monitor performance for the first months, adjust settings and train the team responsible for the data.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'Lower energy use, measured against a baseline',
      'Heating, cooling and lighting set to the hours and floors actually in use',
      'More comfortable space and fewer complaints',
      'Evidence of how space is actually used',
      'One accountable team for building data',
      'Systems specified independently of any supplier',
    ],
  },
  related: [
    { label: 'Real Estate', href: '/industries/real-estate' },
    { label: 'Modernising a 1980s office building', href: '/case-studies/commercial-modernization' },
  ],
  cta: {
    headline: 'Make your building systems work together',
    description:
      'Tell us about your building and the systems already in it. We will suggest where energy use and comfort can improve first.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
