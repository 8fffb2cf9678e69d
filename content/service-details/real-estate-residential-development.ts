import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const realEstateResidentialDevelopment = {
  path: 'real-estate/residential-development',
  seo: {
    title: 'Residential Development Advisory | Northstar',
    description:
      'Site appraisal, design reviews and development management for apartments, family homes and build-to-rent, with a clear view of cost per home and sales or letting risk.',
  },
  hero: {
    eyebrow: 'Real estate services',
    title: 'Residential Development',
    subtitle:
      'Site appraisal, design reviews and development management for apartments, family homes and build-to-rent, with a clear view of cost per home and of sales or letting risk.',
    image: { src: '/images/hero-real-estate.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'A residential scheme can look viable at the land-bid stage and lose its margin by the time construction starts, as build costs, planning requirements and sales values move. We help developers and landowners test schemes against realistic values, build costs and carbon limits before land is bought, and keep that view up to date as the design develops.',
    'Our clients include private developers, housing associations, build-to-rent investors and public landowners. We act only for the client and take no commission on land or sales, so our advice on whether and how to proceed is independent.',
    'We can join at any point, from a first look at a site to a scheme already under construction whose numbers need re-examining. Most clients ask us for a short appraisal first, then for development management once they decide to proceed.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Site appraisal',
        description:
          'Residual land valuations, constraints reviews and capacity studies that show how many homes a site can support and at what cost per home.',
      },
      {
        title: 'Design reviews',
        description:
          'Reviews at each design stage of layout efficiency, unit mix, buildability, energy performance and what local buyers or renters will pay.',
      },
      {
        title: 'Sales and letting risk',
        description:
          'Analysis of local prices, rents, sales rates and competing schemes, with sensitivity tests run on the appraisal.',
      },
      {
        title: 'Development management',
        description:
          'Programme, budget and consultant management from planning through to completion, with monthly reports to the client’s board.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Test the site',
        description:
          'We appraise the site on realistic assumptions and set out the conditions under which the scheme works.',
      },
      {
        title: 'Shape the scheme',
        description:
          'We work with the design team on unit mix, density and specification to protect both quality and cost per home.',
      },
      {
        title: 'Secure consents and funding',
        description:
          'We support the planning application, grant applications where relevant and discussions with funders.',
      },
      {
        title: 'Manage delivery',
        description:
          'We track cost, programme and sales or letting progress against the appraisal until the last home is occupied.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'An independent view of viability before land is committed',
      'A clear cost per home at each stage of design',
      'Sales or letting risk quantified and tested',
      'A scheme that meets planning, energy and market requirements',
      'Monthly reporting that shows where the margin stands',
    ],
  },
  related: [
    { label: 'Real Estate', href: '/industries/real-estate' },
    { label: 'Affordable urban housing on a former rail yard', href: '/case-studies/urban-housing' },
  ],
  cta: {
    headline: 'Get an independent view of your site',
    description:
      'Share the site, the scheme you have in mind and your timetable. We will tell you what the numbers need to look like.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
