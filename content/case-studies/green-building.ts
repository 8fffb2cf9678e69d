import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const greenBuilding = {
  slug: 'green-building',
  seo: {
    title: 'A Net-Zero Office for a Public Agency | Northstar Case Study',
    description:
      'Design and delivery of a 12,000 m² net-zero office with rooftop solar and ground-source heat pumps: 62 kWh/m² in its first year and handed over two weeks early.',
  },
  title: 'A net-zero office for a public agency',
  sector: 'Building Construction',
  client: 'A public agency bringing 900 staff together from three buildings',
  summary:
    'We managed the design and delivery of a 12,000 m² office built to operate at net zero carbon, with rooftop solar and ground-source heat pumps. In its first full year the building used 62 kWh/m², less than half the energy of a typical comparable office, and it was handed over two weeks early.',
  image: { src: '/images/case-3.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '62 kWh/m²', label: 'measured energy use in year one' },
    { value: '<50%', label: 'of a typical office’s energy use' },
    { value: '2 weeks', label: 'early handover' },
  ],
  challenge: [
    'The agency was moving 900 staff out of three ageing leased buildings and had committed publicly to a headquarters that would run at net zero carbon. Its board was wary: it had seen other “green” buildings that performed far worse in use than their design figures suggested, and it had a fixed capital budget set by its sponsoring department.',
    'The agency had no in-house construction team. It needed someone to act as client on its behalf, set performance targets the contractor would be held to, and make sure that decisions taken to save money during construction did not quietly undo the energy design.',
  ],
  approach: [
    {
      title: 'Set a measured energy target, not a rating',
      description:
        'We wrote a brief with a target of 65 kWh/m² of measured energy use, verified over the first year of operation, and built it into the design and construction contracts alongside the usual certification.',
    },
    {
      title: 'Design the fabric first',
      description:
        'With the design team we prioritised airtightness, high-performance glazing and external shading, which cut the heating and cooling load enough for ground-source heat pumps and 1,900 m² of rooftop solar to cover most of the building’s demand.',
    },
    {
      title: 'Guard the design through construction',
      description:
        'Every proposed substitution of materials or equipment was checked against the energy model before approval. We rejected 14 changes that would have saved money in construction but raised running costs.',
    },
    {
      title: 'A year of tuning after handover',
      description:
        'We kept a small team on site for twelve months after handover to tune controls with the facilities manager, comparing metered use against the model each month.',
    },
  ],
  outcome: [
    'The building was handed over two weeks ahead of programme and within budget. Over its first full year of operation, measured energy use was 62 kWh/m², better than the 65 kWh/m² target and less than half that of a typical comparable office. The rooftop solar array met 34% of annual demand, and the remaining electricity is bought from certified renewable sources.',
    'By leaving its three old buildings, the agency cut its annual energy bill by 58%. Its sponsoring department now uses the same measured-performance brief for two further office projects.',
  ],
  quote: {
    text: 'We wanted a building judged on its meter readings, not its certificate. Writing the target into the contracts is what made that possible.',
    name: 'Rachel Byrne',
    role: 'Director of Estates, the agency',
  },
  related: [
    { label: 'Building Construction', href: '/industries/building-construction' },
    { label: 'Sustainability', href: '/capabilities/sustainability' },
    { label: 'Low-energy homes for a regional housebuilder', href: '/case-studies/sustainable-residential' },
  ],
} satisfies z.input<typeof CaseStudySchema>
