import type { z } from 'zod'
import type { IndustrySchema } from '../schemas.ts'

export const agriculture = {
  slug: 'agriculture',
  seo: {
    title: 'Agriculture Consulting: Smart Farming & Supply Chains | Northstar',
    description:
      'Northstar works with farm cooperatives, growers and food businesses on smart farming, water efficiency, sustainable practice and digital supply chains that pay back.',
  },
  hero: {
    eyebrow: 'Industries',
    title: 'Agriculture',
    subtitle:
      'Helping growers, cooperatives and food businesses produce more with less water and less waste, and keep a fairer share of the value they create.',
    image: { src: '/images/hero-agriculture.svg', alt: '', width: 1600, height: 900 },
    size: 'tall',
  },
  intro: {
    heading: 'Practical change, season by season',
    paragraphs: [
      'Farming runs on a calendar that does not wait for a consultant’s report. We plan change around the growing season, testing new practices on a few fields first and scaling only what works on your soil, with your crops and your people.',
      'Our agronomists, supply-chain analysts and technologists work with cooperatives, family farms, processors and regional agriculture agencies. We help choose sensors and software, find funding and train the people who will use them every day.',
      'Every engagement starts with a baseline of yield, input costs and water use, so that the return on any change is measured in money and hectares rather than promised.',
    ],
  },
  areas: {
    heading: 'Our Agriculture Services',
    items: [
      {
        title: 'Smart Farming',
        description:
          'Soil sensors, weather stations, satellite imagery and variable-rate application, set up so that farm managers get a short list of actions each week rather than another dashboard.',
        href: '/services/agriculture/smart-farming',
        linkLabel: 'Learn More',
      },
      {
        title: 'Supply Chain Management',
        description:
          'We help cooperatives and processors cut post-harvest loss, plan cold-chain capacity and give buyers the traceability they now expect.',
        href: '/services/agriculture/supply-chain',
        linkLabel: 'Learn More',
      },
      {
        title: 'Sustainable Agriculture',
        description:
          'Cover cropping, reduced tillage, integrated pest management and carbon measurement, each with a financial case worked out before it reaches the field.',
        href: '/services/agriculture/sustainable',
        linkLabel: 'Learn More',
      },
      {
        title: 'AgriTech Innovation',
        description:
          'For agritech start-ups and investors, we test products on working farms and help shape them into something growers will pay for and keep using.',
        href: '/services/agriculture/agritech',
        linkLabel: 'Learn More',
      },
    ],
  },
  getInTouch: {
    text: 'Tell us about your farm, cooperative or food business and the season you are planning for.',
    button: { label: 'Get in touch', href: '/contact' },
  },
  caseStudies: {
    heading: 'Case Studies',
    items: [
      {
        title: 'Smart irrigation for a fruit growers’ cooperative',
        description:
          'A cooperative of 85 growers faced tighter water allocations every summer. We installed soil-moisture sensors and automated drip-irrigation scheduling across 1,200 hectares and trained a local technician team; water use fell by 28% over two seasons while yields held steady.',
        href: '/case-studies/smart-irrigation',
        linkLabel: 'Read case study',
        image: { src: '/images/case-6.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Regenerative practice on 40 family farms',
        description:
          'With a regional farming association we ran farmer-led trials of cover crops and reduced tillage, backed by soil testing and a simple cost tracker. After three seasons, fertiliser spend was down 22% and soil organic matter had risen on 31 of the 40 farms.',
        href: '/case-studies/sustainable-farming',
        linkLabel: 'Read case study',
        image: { src: '/images/case-7.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'A digital supply chain from field to retailer',
        description:
          'A grain and pulse processor tracked deliveries from 600 suppliers on paper. We introduced mobile intake records, lot-level traceability and a shared forecast with its three largest buyers; post-harvest loss fell from 9% to 5% and the time to pay farmers dropped from 45 days to 12.',
        href: '/case-studies/supply-chain-digital',
        linkLabel: 'Read case study',
        image: { src: '/images/case-2.svg', alt: '', width: 800, height: 600 },
      },
    ],
  },
  partners: {
    heading: 'Our Partners',
    items: [
      {
        name: 'Greenvale Soil Science Institute',
        description:
          'An independent research institute that runs the soil and water analysis for our field trials and reviews our agronomy methods.',
      },
      {
        name: 'Riverbend Cooperative Network',
        description:
          'An association of 60 farm cooperatives that helps us recruit pilot farms and share results with growers in their own words.',
      },
      {
        name: 'Open Furrow Rural Finance Fund',
        description:
          'A rural lending fund offering equipment and working-capital loans whose terms are linked to the efficiency gains measured in our projects.',
      },
    ],
  },
  insights: {
    heading: 'Latest Insights',
    linkLabel: 'Read more',
    items: [
      {
        title: 'The future of smart farming: fewer dashboards, better decisions',
        category: 'Smart Farming',
        date: '2024-10-15',
        href: '/insights/smart-farming-future',
      },
      {
        title: 'Making sustainable agriculture pay: a grower’s guide to the numbers',
        category: 'Sustainability',
        date: '2025-05-06',
        href: '/insights/sustainable-agriculture',
      },
    ],
  },
  closing: {
    headline: 'Plan your next season with us',
    description:
      'Whether you manage 50 hectares or 50,000, we will help you find the changes that pay back fastest and see them through.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof IndustrySchema>
