import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const smartIrrigation = {
  slug: 'smart-irrigation',
  seo: {
    title: 'Smart Irrigation for a Fruit Growers’ Cooperative | Northstar',
    description:
      'Soil-moisture sensors and automated drip-irrigation scheduling across 1,200 hectares cut a fruit cooperative’s water use by 28% in two seasons, with yields held steady.',
  },
  title: 'Smart irrigation for a fruit growers’ cooperative',
  sector: 'Agriculture',
  client: 'A fruit growers’ cooperative of 85 members',
  summary:
    'A cooperative of 85 growers faced tighter water allocations every summer. We installed soil-moisture sensors and automated drip-irrigation scheduling across 1,200 hectares and trained a local technician team; water use fell by 28% over two seasons while yields held steady.',
  image: { src: '/images/case-6.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '28%', label: 'less water used' },
    { value: '1,200 ha', label: 'under smart irrigation' },
    { value: 'Steady', label: 'yields over two seasons' },
  ],
  challenge: [
    'The cooperative’s members grow apples, pears and stone fruit on 1,200 hectares in a valley where the water authority had cut summer allocations three years in a row. Most orchards already had drip lines, but irrigation was run on fixed timers or by eye, and growers tended to over-water in cool weeks to be safe in hot ones.',
    'Two previous sensor trials had failed: the equipment was installed by a supplier who then left, readings went unchecked and the devices were switched off within a year. The cooperative’s board needed a system its members would trust, that local people could maintain, and that would keep them within their allocation without risking fruit size or quality.',
  ],
  approach: [
    {
      title: 'A water baseline for every block',
      description:
        'We metered water use and mapped soil types on each orchard block during the first season, so savings could be measured against real figures rather than estimates.',
    },
    {
      title: 'Sensors and automated scheduling',
      description:
        'We installed 640 soil-moisture probes and weather stations and connected them to valve controllers, so irrigation is scheduled automatically from root-zone moisture, crop stage and the forecast rather than fixed timers.',
    },
    {
      title: 'A local technician team',
      description:
        'We recruited and trained four technicians from the area to install, calibrate and repair the equipment, and set up a spares stock and a service rota that the cooperative now runs itself.',
    },
    {
      title: 'Weekly advice growers can act on',
      description:
        'Each grower receives a short weekly summary by phone message of what the system will do and why, and can override it. Monthly meetings compare water use and fruit size across farms.',
    },
  ],
  outcome: [
    'Over two seasons, water use across the 1,200 hectares fell by 28% compared with the baseline year, while yields and packed-out fruit sizes held steady. The cooperative stayed within its allocation through a dry summer in which neighbouring growers had to stop irrigating for two weeks.',
    'Lower pumping costs repay the system in about four years at current energy prices. All 85 members now use smart irrigation scheduling, and the technician team has started servicing equipment for growers outside the cooperative.',
  ],
  quote: {
    text: 'What made the difference was having our own technicians. When a probe fails, someone we know fixes it the same week.',
    name: 'Tom Hargreaves',
    role: 'Operations Director, the cooperative',
  },
  related: [
    { label: 'Agriculture', href: '/industries/agriculture' },
    { label: 'Sustainability', href: '/capabilities/sustainability' },
    { label: 'Regenerative practice on 40 family farms', href: '/case-studies/sustainable-farming' },
  ],
} satisfies z.input<typeof CaseStudySchema>
