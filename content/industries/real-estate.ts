import type { z } from 'zod'
import type { IndustrySchema } from '../schemas.ts'

export const realEstate = {
  slug: 'real-estate',
  seo: {
    title: 'Real Estate Consulting: Development & Smart Buildings | Northstar',
    description:
      'Northstar advises developers, investors and property owners on residential and commercial development, property management and smarter, lower-carbon buildings.',
  },
  hero: {
    eyebrow: 'Industries',
    title: 'Real Estate',
    subtitle:
      'Strategy, development and asset management advice for owners who want buildings that stay let, perform well and hold their value.',
    image: { src: '/images/hero-real-estate.svg', alt: '', width: 1600, height: 900 },
    size: 'tall',
  },
  intro: {
    heading: 'Property decisions grounded in evidence',
    paragraphs: [
      'Real estate is a long game played under short-term pressure: interest rates, changing tenant needs and tightening energy rules. We help developers, investors and public landowners make decisions that will still look right in twenty years.',
      'Our advisers combine market analysis, development management and building technology. We test schemes against realistic rents, build costs and carbon limits before land is bought, and we help owners improve the buildings they already hold.',
      'We do not broker deals or take commission on transactions, so our only interest is how well your buildings and portfolio perform.',
    ],
  },
  areas: {
    heading: 'Our Real Estate Services',
    items: [
      {
        title: 'Residential Development',
        description:
          'Site appraisal, design reviews and development management for apartments, family homes and build-to-rent, with a clear view of cost per home and of sales or letting risk.',
        href: '/services/real-estate/residential-development',
        linkLabel: 'Learn More',
      },
      {
        title: 'Commercial Spaces',
        description:
          'Offices, retail and mixed-use space planned around how occupiers now work and shop, from repositioning ageing buildings to creating new mixed-use quarters.',
        href: '/services/real-estate/commercial-spaces',
        linkLabel: 'Learn More',
      },
      {
        title: 'Property Management',
        description:
          'Operating models, service-charge reviews and planned maintenance that lower running costs and keep tenants renewing.',
        href: '/services/real-estate/property-management',
        linkLabel: 'Learn More',
      },
      {
        title: 'Smart Buildings',
        description:
          'Building management systems, occupancy sensors and energy analytics specified to cut energy use and improve comfort, with one team accountable for the data.',
        href: '/services/real-estate/smart-buildings',
        linkLabel: 'Learn More',
      },
    ],
  },
  getInTouch: {
    text: 'Weighing up a site, a scheme or a portfolio decision? Get an independent view.',
    button: { label: 'Get in touch', href: '/contact' },
  },
  caseStudies: {
    heading: 'Case Studies',
    items: [
      {
        title: 'Affordable urban housing on a former rail yard',
        description:
          'A housing association planned 620 homes on a brownfield site, 40% of them affordable. We reworked the layout and phasing and helped secure grant funding for site remediation; construction started eight months earlier than first forecast and the cost per home came in 7% below the original appraisal.',
        href: '/case-studies/urban-housing',
        linkLabel: 'Read case study',
        image: { src: '/images/case-8.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Modernising a 1980s office building',
        description:
          'An investor’s office building was 55% occupied and facing tighter energy-efficiency rules. We led a refurbishment brief that added flexible floor plates, new building services and cycle and shower facilities; occupancy reached 92% within 18 months and energy use fell by 41%.',
        href: '/case-studies/commercial-modernization',
        linkLabel: 'Read case study',
        image: { src: '/images/case-1.svg', alt: '', width: 800, height: 600 },
      },
      {
        title: 'Low-energy homes for a regional housebuilder',
        description:
          'A housebuilder completing 300 homes a year wanted to build to a low-energy standard without pricing out buyers. We standardised a fabric-first specification with heat pumps and rooftop solar; the new homes use around 60% less energy than its previous house types, for an added build cost of 4%.',
        href: '/case-studies/sustainable-residential',
        linkLabel: 'Read case study',
        image: { src: '/images/case-3.svg', alt: '', width: 800, height: 600 },
      },
    ],
  },
  partners: {
    heading: 'Our Partners',
    items: [
      {
        name: 'Stonebridge Community Land Trust',
        description:
          'A community land trust that brings forward permanently affordable homes on public land. We support its feasibility studies and grant applications.',
      },
      {
        name: 'Kestrel Building Performance Lab',
        description:
          'An independent testing lab that measures airtightness, heat loss and indoor air quality in completed buildings, so that we can check design against reality.',
      },
      {
        name: 'Tenant Voice Research Collective',
        description:
          'A research group that surveys residents and office occupiers. Its findings shape how we brief designers and property managers.',
      },
    ],
  },
  insights: {
    heading: 'Latest Insights',
    linkLabel: 'Read more',
    items: [
      {
        title: 'Sustainable real estate: how energy rules are reshaping asset values',
        category: 'Sustainability',
        date: '2025-01-28',
        href: '/insights/sustainable-real-estate',
      },
      {
        title: 'Smart buildings that tenants notice: controls, data and comfort',
        category: 'Real Estate',
        date: '2025-03-11',
        href: '/insights/smart-buildings',
      },
    ],
  },
  closing: {
    headline: 'Make your next property decision with confidence',
    description:
      'Whether you are buying land, repositioning an asset or reviewing a whole portfolio, we will give you an independent, evidence-based view.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof IndustrySchema>
