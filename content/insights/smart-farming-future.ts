import type { z } from 'zod'
import type { InsightSchema } from '../schemas.ts'

export const smartFarmingFuture = {
  slug: 'smart-farming-future',
  seo: {
    title: 'The Future of Smart Farming: Fewer Dashboards, Better Decisions',
    description:
      'Farms gather data from sensors, machines and apps that rarely connect. How to pick the decisions that matter most and the precision tools that pay back.',
  },
  category: 'Smart Farming',
  date: '2024-10-15',
  updated: '2024-10-15',
  hero: {
    eyebrow: 'Insights',
    title: 'The future of smart farming: fewer dashboards, better decisions',
    subtitle:
      'The next gains in farm technology will not come from another sensor or app. They will come from joining up what farms already collect around a few decisions that move the margin.',
    image: { src: '/images/hero-agriculture.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  author: { name: 'Gareth Pryce', role: 'Principal, Agriculture Practice' },
  sections: [
    {
      kind: 'prose',
      heading: 'Too Many Screens, Not Enough Answers',
      paragraphs: [
        'A typical mixed farm today might have a yield monitor on the combine, a satellite imagery subscription, soil-moisture probes in the irrigated fields, activity collars on the dairy herd, a farm management app and separate accounting software. Each has its own login, its own format and its own idea of where a field boundary is. The farm manager ends up reconciling them in the evening, or ignoring most of them.',
        'The farms getting the most from technology have stopped adding tools and started asking what decision each one supports. If a sensor does not change when, where or how much you irrigate, feed, spray or sell, it is a cost rather than an investment.',
        'A practical first step is an inventory: list every device, subscription and app on the farm, what it costs each year, who looks at it and which decision it last changed. Most farms that do this find at least one tool they can cancel and one important decision still being made on memory and instinct.',
      ],
    },
    {
      kind: 'list',
      heading: 'The Decisions Worth Building Around',
      intro:
        'On most farms, a handful of recurring decisions account for the bulk of the margin that technology can influence.',
      items: [
        'When and how much to irrigate each field, based on measured soil moisture rather than a fixed schedule.',
        'Where to vary nitrogen and seed rates, using yield maps and soil tests from previous seasons.',
        'Which animals need attention today, from heat detection, rumination and lameness alerts.',
        'When to spray, using local weather data and disease-risk forecasts instead of calendar dates.',
        'When to sell stored grain or livestock, with storage costs and quality data on the same page as prices.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Choosing Tools That Pay Back',
      paragraphs: [
        'Judge any new tool on cost per hectare or per animal against the decision it improves, and test it fairly. Split a field, or run one group of animals with the tool and one without, and compare over at least two seasons. One good or bad year says more about the weather than about the technology.',
        'Check three things before signing: that you can export your own data in a standard format, that the equipment works with your existing machinery, and that it can function on the patchy mobile coverage found on many farms. Tools that fail any of these usually end up as another unused screen.',
        'Smaller farms need not buy everything themselves. Co-operatives and machinery rings are increasingly sharing precision equipment, weather stations and advisers, spreading the cost across many holdings and pooling data that makes each member’s benchmarks more useful.',
      ],
    },
    {
      kind: 'stats',
      heading: 'What Precision Typically Delivers',
      items: [
        { value: '5-15%', label: 'less fertiliser with variable-rate application, with yields maintained' },
        { value: '20-30%', label: 'water saving from soil-moisture-based irrigation scheduling' },
        { value: '2 seasons', label: 'minimum trial period before judging a precision tool' },
      ],
    },
  ],
  related: {
    heading: 'Related Reading',
    items: [
      { label: 'Agriculture', href: '/industries/agriculture' },
      { label: 'Making sustainable agriculture pay', href: '/insights/sustainable-agriculture' },
      { label: 'Data and analytics: fewer measures, better decisions', href: '/insights/data-analytics' },
    ],
  },
  cta: {
    headline: 'Get more from the data your farm already collects',
    description:
      'We help growers and co-operatives choose precision tools, design fair trials and connect their systems around the decisions that matter.',
    button: { label: 'Talk to our agriculture team', href: '/contact' },
  },
} satisfies z.input<typeof InsightSchema>
