import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const smartCities = {
  slug: 'smart-cities',
  seo: {
    title: 'Smart Infrastructure for a New District of 3,500 Homes | Northstar',
    description:
      'Planning district heating, fibre to every home and one platform for lighting and parking sensors into a new district from the start saved about 18% on installed cost.',
  },
  title: 'Smart infrastructure for a new district of 3,500 homes',
  sector: 'Building Construction',
  client: 'A joint venture developing a new urban district on the edge of a city',
  summary:
    'For a new district of 3,500 homes, we planned shared infrastructure from the outset: district heating, fibre to every home and one platform for street lighting and parking sensors. Designing these in, rather than retrofitting them later, saved an estimated 18% on their installed cost.',
  image: { src: '/images/case-5.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '18%', label: 'estimated saving on installed cost' },
    { value: '3,500', label: 'homes with fibre and district heat' },
    { value: '1', label: 'platform for lighting and parking' },
  ],
  challenge: [
    'The district was to be built over 12 years in six phases by several housebuilders, with schools, shops and a business park. The master plan set out roads and plots, but utilities were to be left to each builder phase by phase. Early costings suggested that heating, broadband and street systems would be installed separately, with streets dug up repeatedly and no shared standards.',
    'The joint venture wanted lower running costs for residents and a district that would not need expensive upgrades in ten years’ time. It needed a plan that housebuilders would accept, that utility companies would fund and adopt, and that the local council would maintain.',
  ],
  approach: [
    {
      title: 'Decide what to build in from day one',
      description:
        'We assessed heating, digital and street systems over a 40-year life. District heating from a central heat-pump energy centre, fibre to every home and networked lighting and parking sensors gave the best whole-life case.',
    },
    {
      title: 'Shared trenches and utility corridors',
      description:
        'With the engineers we designed common service corridors under each street, so heat mains, fibre ducts and power cables are laid in one dig per phase rather than three or four.',
    },
    {
      title: 'One platform, agreed with the council',
      description:
        'We specified a single open platform for street lighting and parking sensors, and agreed its standards and maintenance arrangements with the council before the first street was adopted.',
    },
    {
      title: 'Commercial terms for builders and operators',
      description:
        'We negotiated a concession for the heat network, a fibre agreement with an open-access operator and design codes that every housebuilder signs up to when buying a plot.',
    },
  ],
  outcome: [
    'Compared with installing the same systems separately after each phase, building them in from the start saved an estimated 18% on their installed cost, mainly through shared trenching and fewer road reinstatements. The first two phases, 1,150 homes, are occupied and connected to heat and fibre.',
    'Residents pay heat tariffs capped below the cost of an equivalent gas boiler, and the council has adopted the lighting platform, which dims lights on quiet streets late at night and reports faults automatically.',
  ],
  quote: {
    text: 'Agreeing the infrastructure before selling the first plot felt slow at the time. It is the reason the streets have not been dug up since.',
    name: 'Laura Pemberton',
    role: 'Infrastructure Director, the joint venture',
  },
  related: [
    { label: 'Building Construction', href: '/industries/building-construction' },
    { label: 'Real Estate', href: '/capabilities/real-estate' },
    { label: 'Smart city programme for a coastal city', href: '/case-studies/smart-city-development' },
  ],
} satisfies z.input<typeof CaseStudySchema>
