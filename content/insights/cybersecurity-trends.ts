import type { z } from 'zod'
import type { InsightSchema } from '../schemas.ts'

export const cybersecurityTrends = {
  slug: 'cybersecurity-trends',
  seo: {
    title: 'Cybersecurity Trends for 2025: What Leadership Teams Should Fund',
    description:
      'AI-assisted phishing, stolen logins, supplier breaches and data-theft ransomware: the threats shaping 2025 and the controls and exercises boards should fund now.',
  },
  category: 'Cybersecurity',
  date: '2025-02-04',
  updated: '2025-02-04',
  hero: {
    eyebrow: 'Insights',
    title: 'Cybersecurity trends every leadership team should plan for in 2025',
    subtitle:
      'Attackers are targeting people, logins and suppliers more than firewalls. The defences that matter most are as much about leadership decisions as about technology.',
    image: { src: '/images/hero-technology.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  author: { name: 'Declan Forsythe', role: 'Director, Cybersecurity' },
  sections: [
    {
      kind: 'prose',
      heading: 'The Attack Has Moved to People and Suppliers',
      paragraphs: [
        'Most serious incidents we are asked to help with did not begin with a sophisticated technical exploit. They began with a stolen password, a convincing email, a phone call to the service desk or a compromised supplier with access to the network. Schools, councils, charities, farm co-operatives and mid-sized firms are all targeted, often because attackers expect weaker defences than at large companies.',
        'Ransomware has also changed. Criminal groups now usually copy data before encrypting it, then threaten to publish it. Good backups still get systems running again, but they no longer remove the pressure, which makes prevention and rapid detection more important than ever.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Four Trends to Plan For',
      columns: 2,
      items: [
        {
          title: 'AI-Assisted Deception',
          description:
            'Phishing emails now arrive in fluent, well-targeted language, and cloned voices have been used to request urgent payments. Spelling mistakes are no longer a reliable warning sign.',
        },
        {
          title: 'Identity as the Front Door',
          description:
            'Attackers log in rather than break in, using stolen credentials, repeated sign-in prompts until someone approves one, or stolen session tokens that bypass passwords entirely.',
        },
        {
          title: 'Supplier Compromise',
          description:
            'Managed IT providers, software updates and cloud services with broad access can become the route in. One breach at a supplier can reach hundreds of its customers.',
        },
        {
          title: 'Tighter Reporting Duties',
          description:
            'Rules on reporting incidents to regulators and affected people are tightening in many sectors, with short deadlines and growing personal accountability for directors.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'What to Fund This Year',
      intro: 'Five measures that reduce risk the most for the money, in the order we usually recommend them.',
      items: [
        {
          title: 'Stronger Sign-In for Email and Administrators',
          description:
            'Move administrator accounts and remote access to phishing-resistant multi-factor authentication, such as security keys, and remove old accounts that nobody uses.',
        },
        {
          title: 'Backups You Have Actually Restored',
          description:
            'Keep at least one copy offline or unchangeable, and test a full restore of a critical system every quarter. Untested backups fail at the worst moment.',
        },
        {
          title: 'A Map of Suppliers and Their Access',
          description:
            'List every supplier with access to your systems or data, what they can reach and how you would cut them off in an emergency.',
        },
        {
          title: 'A Payment Verification Rule',
          description:
            'Require a call-back on a known number before changing bank details or making urgent payments, whoever appears to be asking.',
        },
        {
          title: 'An Exercise for the Leadership Team',
          description:
            'Run a two-hour scenario each year in which executives decide whether to pay, what to tell staff and customers, and who reports to regulators.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Making It a Leadership Matter',
      paragraphs: [
        'Cyber risk is often reported to boards as a list of technical findings that nobody outside IT can judge. A more useful report answers three questions each quarter: which of our critical services could an attack stop, how long would it take us to restore each one, and what has changed since last time. Boards that ask these questions consistently tend to fund the right things, because the gaps become visible in business terms.',
      ],
    },
  ],
  related: {
    heading: 'Related Reading',
    items: [
      { label: 'Technology', href: '/industries/technology' },
      { label: 'AI in business: the practical uses that pay off first', href: '/insights/ai-in-business' },
      { label: 'Digital transformation: where to start', href: '/insights/digital-transformation' },
    ],
  },
  cta: {
    headline: 'Test your response before an attacker does',
    description:
      'We run security assessments and leadership exercises, and help you prioritise the controls that reduce your risk most.',
    button: { label: 'Speak to our cybersecurity team', href: '/contact' },
  },
} satisfies z.input<typeof InsightSchema>
