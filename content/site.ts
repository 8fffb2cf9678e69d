import type { SocialProfile } from './schemas.ts'

// Site-wide facts. A real firm renames the site here, in one place.
export const site = {
  name: 'Northstar Consulting Group',
  shortName: 'Northstar',
  slug: 'northstar',
  /** The public origin; canonical URLs, the sitemap and Open Graph tags are built from it. */
  url: 'https://www.northstar.example',
  tagline:
    'Pioneering sustainable solutions across industries: from classrooms and farms to cities and the cloud.',
  logo: { src: '/images/logo-mark.svg', width: 64, height: 64 },
  contact: {
    email: 'hello@northstar.example',
    phone: '+1 (555) 010-2030',
    phoneHref: 'tel:+15550102030',
  },
  /**
   * The firm's own profiles on social networks, e.g. `{ network: 'linkedin', url:
   * 'https://www.linkedin.com/company/…' }`. The footer shows an icon link for each profile listed
   * here and nothing for a network not listed, so list only accounts the firm holds.
   */
  socials: [] as SocialProfile[],
  newsletter: {
    heading: 'Stay ahead',
    pitch:
      'Monthly insights and invitations to our events, chosen for your industry and your role. No spam; leave with one click.',
  },
} as const
