import { site } from './site.ts'

export type NavLink = { label: string; href: string }
export type NavColumn = { id: string; heading: string; links: NavLink[] }

export const menuColumns: NavColumn[] = [
  {
    id: 'menu-industries',
    heading: 'Industries',
    links: [
      { label: 'Education', href: '/industries/education' },
      { label: 'Engineering & Construction', href: '/industries/engineering-building-construction' },
      { label: 'Agriculture', href: '/industries/agriculture' },
      { label: 'Social Sector', href: '/industries/social-sector' },
      { label: 'Real Estate', href: '/industries/real-estate' },
      { label: 'Logistics & Infrastructure', href: '/industries/logistics-infrastructure' },
      { label: 'Technology', href: '/industries/technology' },
    ],
  },
  {
    id: 'menu-insight',
    heading: 'Insight',
    links: [
      { label: 'Digital Transformation', href: '/insights/digital-transformation' },
      { label: 'Economic Trends', href: '/insights/economic-trends' },
      { label: 'Sustainability', href: '/insights/sustainability' },
      { label: 'Leadership & Innovation', href: '/insights/leadership-innovation' },
      { label: 'Data & Analytics', href: '/insights/data-analytics' },
    ],
  },
  {
    id: 'menu-about',
    heading: 'About',
    links: [
      { label: 'Our Firm', href: '/about/ourfirm' },
      { label: 'Our History', href: '/about/ourhistory' },
      { label: 'Our Values', href: '/about/ourvalues' },
      { label: 'Our Mission', href: '/about/ourmission' },
    ],
  },
  {
    id: 'menu-careers',
    heading: 'Careers',
    links: [
      { label: 'Search Jobs', href: '/careers/searchjobs' },
      { label: 'Students', href: '/careers/students' },
      { label: 'Experienced Professionals', href: '/careers/experienced' },
      { label: `Life at ${site.shortName}`, href: `/careers/life-at-${site.slug}` },
    ],
  },
]

export const footerColumns: NavColumn[] = [
  {
    id: 'footer-quick-links',
    heading: 'Quick Links',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Services', href: '/services' },
      { label: 'Industries', href: '/industries' },
      { label: 'Insights', href: '/insights' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    id: 'footer-industries',
    heading: 'Industries',
    links: [
      { label: 'Social Sector', href: '/industries/social-sector' },
      { label: 'Technology', href: '/industries/technology' },
      { label: 'Logistics & Infrastructure', href: '/industries/logistics-infrastructure' },
      { label: 'Education', href: '/industries/education' },
      { label: 'Agriculture', href: '/industries/agriculture' },
    ],
  },
  {
    id: 'footer-legal',
    heading: 'Legal',
    links: [
      { label: 'Terms of Use & Disclosures', href: '/terms' },
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Accessibility', href: '/accessibility' },
    ],
  },
]
