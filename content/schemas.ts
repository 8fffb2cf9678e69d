import { z } from 'zod'

const InternalHref = z.string().regex(/^\/[^\s]*$/, 'must be a site path starting with "/"')
const Text = z.string().trim().min(1)
const slug = z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase words joined by hyphens')

export const ImageSchema = z.object({
  src: InternalHref,
  /** Empty alt marks the image as decorative. */
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
export type Image = z.output<typeof ImageSchema>

export const SeoSchema = z.object({
  title: Text.max(70),
  description: Text.min(50).max(170),
})
export type Seo = z.output<typeof SeoSchema>

export const LinkSchema = z.object({ label: Text, href: InternalHref })
export type Link = z.output<typeof LinkSchema>

export const SlideSchema = z.object({
  subtitle: Text,
  title: Text,
  description: Text,
  insight: Text,
  href: InternalHref,
  image: ImageSchema,
})
export type Slide = z.output<typeof SlideSchema>

export const TeaserSchema = z.object({
  category: Text,
  title: Text,
  summary: Text,
  href: InternalHref,
  image: ImageSchema,
})
export type Teaser = z.output<typeof TeaserSchema>

export const TileSchema = z.object({ title: Text, description: Text, href: InternalHref })
export type Tile = z.output<typeof TileSchema>

export const BannerSchema = z.object({
  eyebrow: Text,
  title: Text,
  body: Text,
  cta: LinkSchema,
  image: ImageSchema,
})
export type Banner = z.output<typeof BannerSchema>

export const HomeSchema = z.object({
  seo: SeoSchema,
  slides: z.array(SlideSchema).length(3),
  news: z.object({ heading: Text, story: TeaserSchema, cta: LinkSchema }),
  trending: z.object({ heading: Text, items: z.array(TeaserSchema).length(3) }),
  data: z.object({
    heading: Text,
    title: Text,
    summary: Text,
    cta: LinkSchema,
    image: ImageSchema,
    tiles: z.array(TileSchema).length(6),
  }),
  capabilities: z.object({
    heading: Text,
    intro: Text,
    all: LinkSchema,
    items: z.array(TileSchema).length(5),
  }),
  about: z.object({
    heading: Text,
    title: Text,
    body: Text,
    image: ImageSchema,
    links: z.array(LinkSchema).length(3),
  }),
  careers: z.array(BannerSchema).length(2),
})
export type Home = z.output<typeof HomeSchema>

/** A short page that reports the outcome of a form sent without JavaScript. */
export const NoticePageSchema = z.object({
  slug,
  seo: SeoSchema,
  heading: Text,
  body: Text,
  tone: z.enum(['success', 'error']),
  cta: LinkSchema,
})
export type NoticePage = z.output<typeof NoticePageSchema>

// ---------------------------------------------------------------------------------------------
// Content pages (one schema per kind, one template per kind)

const Paragraphs = z.array(Text).min(1)
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2025-01-14')

export const HeroSchema = z.object({
  eyebrow: Text.optional(),
  title: Text,
  subtitle: Text,
  image: ImageSchema,
  /** tall: 60vh (min 500px); regular: 50vh (min 400px). */
  size: z.enum(['regular', 'tall']).default('regular'),
  cta: LinkSchema.optional(),
})
export type Hero = z.output<typeof HeroSchema>

export const CardSchema = z.object({
  title: Text,
  description: Text,
  href: InternalHref.optional(),
  linkLabel: Text.optional(),
  image: ImageSchema.optional(),
})
export type Card = z.output<typeof CardSchema>

export const StatSchema = z.object({ value: Text, label: Text })
export type Stat = z.output<typeof StatSchema>

export const PartnerSchema = z.object({ name: Text, description: Text })
export type Partner = z.output<typeof PartnerSchema>

export const DatedLinkSchema = z.object({
  title: Text,
  category: Text.optional(),
  date: IsoDate,
  href: InternalHref,
  image: ImageSchema.optional(),
})
export type DatedLink = z.output<typeof DatedLinkSchema>

export const CtaSchema = z.object({ headline: Text, description: Text, button: LinkSchema })
export type Cta = z.output<typeof CtaSchema>

export const GetInTouchSchema = z.object({ text: Text, button: LinkSchema })
export type GetInTouch = z.output<typeof GetInTouchSchema>

/** The building blocks of the long pages (insights, capabilities, about, careers). */
export const SectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('prose'), heading: Text, paragraphs: Paragraphs }),
  z.object({
    kind: z.literal('cards'),
    heading: Text,
    intro: Text.optional(),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
    items: z.array(CardSchema).min(2),
  }),
  z.object({
    kind: z.literal('steps'),
    heading: Text,
    intro: Text.optional(),
    items: z.array(z.object({ title: Text, description: Text })).min(2),
  }),
  z.object({ kind: z.literal('list'), heading: Text, intro: Text.optional(), items: z.array(Text).min(2) }),
  z.object({ kind: z.literal('stats'), heading: Text, items: z.array(StatSchema).min(2) }),
  z.object({
    kind: z.literal('timeline'),
    heading: Text,
    items: z.array(z.object({ year: z.string().regex(/^\d{4}$/), title: Text, description: Text })).min(2),
  }),
  z.object({ kind: z.literal('quote'), text: Text, name: Text, role: Text }),
])
export type Section = z.output<typeof SectionSchema>

/** /industries/:slug */
export const IndustrySchema = z.object({
  slug,
  seo: SeoSchema,
  hero: HeroSchema,
  intro: z.object({ heading: Text, paragraphs: Paragraphs, cta: LinkSchema.optional() }),
  stats: z.array(StatSchema).length(4).optional(),
  areas: z.object({ heading: Text, items: z.array(CardSchema).length(4) }),
  getInTouch: GetInTouchSchema,
  caseStudies: z.object({ heading: Text, items: z.array(CardSchema.required({ href: true })).length(3) }),
  partners: z.object({ heading: Text, items: z.array(PartnerSchema).min(2) }).optional(),
  collaborations: z.object({ heading: Text, items: z.array(CardSchema).min(1) }).optional(),
  insights: z.object({ heading: Text, linkLabel: Text, items: z.array(DatedLinkSchema).min(1) }),
  closing: CtaSchema,
})
export type Industry = z.output<typeof IndustrySchema>

/** /insights/:slug */
export const InsightSchema = z
  .object({
    slug,
    seo: SeoSchema,
    category: Text,
    date: IsoDate,
    /** When the insight was last revised; its date if never. */
    updated: IsoDate,
    hero: HeroSchema,
    author: z.object({ name: Text, role: Text }).optional(),
    sections: z.array(SectionSchema).min(2),
    related: z.object({ heading: Text, items: z.array(LinkSchema).min(1) }).optional(),
    cta: CtaSchema.optional(),
  })
  .refine((insight) => insight.updated >= insight.date, {
    path: ['updated'],
    message: 'must not be before date',
  })
export type Insight = z.output<typeof InsightSchema>

/** /capabilities/:slug */
export const CapabilitySchema = z.object({
  slug,
  seo: SeoSchema,
  hero: HeroSchema,
  intro: z.object({ heading: Text, paragraphs: Paragraphs }),
  getInTouch: z.object({ heading: Text, text: Text, button: LinkSchema }),
  caseStudies: z.object({
    heading: Text,
    description: Text,
    items: z.array(CardSchema.required({ href: true })).length(3),
  }),
  cta: CtaSchema,
  footerText: Text,
})
export type Capability = z.output<typeof CapabilitySchema>

/** /articles/:group/:name; the body is Markdown in a file beside the entry. */
export const ArticleSchema = z
  .object({
    path: z.string().regex(/^[a-z]+\/[a-z0-9]+$/, 'must look like insight/edu'),
    seo: SeoSchema,
    title: Text,
    subtitle: Text,
    category: Text,
    date: IsoDate,
    /** When the article was last revised; the date it was published if never. */
    updated: IsoDate,
    author: z.object({ name: Text, role: Text, image: ImageSchema }),
    heroImage: ImageSchema,
    body: Text.min(1500, 'an article body needs at least 1500 characters of real text'),
    related: z.array(z.object({ title: Text, category: Text, href: InternalHref })).length(3),
  })
  .refine((article) => article.updated >= article.date, {
    path: ['updated'],
    message: 'must not be before date',
  })
export type Article = z.output<typeof ArticleSchema>

/** /about/:slug (ourfirm, ourvalues, ourmission, ourhistory) */
export const AboutPageSchema = z.object({
  slug: z.enum(['ourfirm', 'ourvalues', 'ourmission', 'ourhistory']),
  tab: Text,
  seo: SeoSchema,
  heading: Text,
  intro: Text,
  sections: z.array(SectionSchema).min(1),
})
export type AboutPage = z.output<typeof AboutPageSchema>

/** The layout around every about page, and the landing at /about. */
export const AboutSchema = z.object({
  /** The short name of /about, in breadcrumbs. */
  label: Text,
  hero: HeroSchema,
  mission: z.object({ heading: Text, statement: Text }),
  figures: z.array(StatSchema).length(2),
  teamImage: ImageSchema,
  landing: z.object({ seo: SeoSchema, heading: Text, paragraphs: Paragraphs }),
  pages: z.array(AboutPageSchema).length(4),
})
export type About = z.output<typeof AboutSchema>

export const ServiceIconSchema = z.enum([
  'education',
  'engineering',
  'real-estate',
  'agriculture',
  'social',
  'logistics',
  'technology',
  'building',
])

/** /services */
export const ServicesSchema = z.object({
  seo: SeoSchema,
  heading: z.literal('Our Services'),
  tagline: z.literal('Comprehensive solutions for your business needs'),
  intro: Text,
  items: z
    .array(z.object({ title: Text, description: Text, icon: ServiceIconSchema, href: InternalHref }))
    .length(8),
  cta: CtaSchema,
})
export type Services = z.output<typeof ServicesSchema>

/** /insights */
export const InsightsIndexSchema = z.object({
  seo: SeoSchema,
  heading: z.literal('Insights & Resources'),
  intro: Text,
  articles: z.array(DatedLinkSchema.required({ category: true, image: true })).length(3),
  topicsHeading: Text,
})
export type InsightsIndex = z.output<typeof InsightsIndexSchema>

/** The pages that list a collection: /industries, /capabilities, /case-studies, /articles, /careers. */
export const CollectionIndexSchema = z.object({
  seo: SeoSchema,
  heading: Text,
  intro: Text,
  /** The heading over the cards; a collection listed by sector is headed by each sector instead. */
  listHeading: Text.optional(),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  linkLabel: Text,
})
export type CollectionIndexContent = z.output<typeof CollectionIndexSchema>

/** /careers/:slug */
export const CareersSchema = z.object({
  life: z.object({
    /** The page's short name, on the careers index and in breadcrumbs. */
    label: Text,
    seo: SeoSchema,
    hero: HeroSchema,
    intro: Text,
    stories: z
      .array(
        z.object({
          name: Text,
          role: Text,
          quote: Text,
          story: Text,
          image: ImageSchema,
          href: InternalHref,
        }),
      )
      .length(3),
    sections: z.array(SectionSchema),
  }),
  experienced: z.object({
    label: Text,
    seo: SeoSchema,
    hero: HeroSchema,
    intro: Text,
    categories: z.array(CardSchema.required({ href: true })).length(3),
    sections: z.array(SectionSchema),
  }),
  students: z.object({
    label: Text,
    seo: SeoSchema,
    hero: HeroSchema,
    intro: Text,
    programmes: z
      .array(z.object({ title: Text, description: Text, duration: Text, href: InternalHref }))
      .length(3),
    apply: z.object({ heading: Text, text: Text, button: LinkSchema }),
    sections: z.array(SectionSchema),
  }),
  jobs: z.object({
    label: Text,
    seo: SeoSchema,
    hero: HeroSchema,
    intro: Text,
    searchPlaceholder: z.literal('Search for jobs...'),
    categories: z
      .array(z.enum(['Technology', 'Consulting', 'Finance', 'Marketing', 'Human Resources', 'Operations']))
      .length(6),
    /** The headings of each job's page, which also structure its description for search engines. */
    detailHeadings: z.object({ about: Text, responsibilities: Text, requirements: Text, apply: Text }),
    alert: z.object({ heading: Text, text: Text, button: LinkSchema }),
  }),
})
export type Careers = z.output<typeof CareersSchema>

/** /contact */
export const ContactSchema = z.object({
  seo: SeoSchema,
  heading: z.literal('Contact Us'),
  intro: Text,
  form: z.object({
    heading: Text,
    subjectPlaceholder: z.literal('What your message is about'),
    messagePlaceholder: Text,
  }),
  /** The address and the e-mail address and phone number are the firm's own, from content/site.yaml. */
  office: z.object({ heading: z.literal('Our Office'), hours: Text }),
  info: z.object({ heading: z.literal('Contact Info'), responseTime: Text }),
})
export type Contact = z.output<typeof ContactSchema>

/** /case-studies/:slug */
export const CaseStudySchema = z.object({
  slug,
  seo: SeoSchema,
  title: Text,
  sector: Text,
  client: Text,
  summary: Text,
  image: ImageSchema,
  results: z.array(StatSchema).min(2).max(4),
  challenge: Paragraphs,
  approach: z
    .array(z.object({ title: Text, description: Text }))
    .min(3)
    .max(5),
  outcome: Paragraphs,
  quote: z.object({ text: Text, name: Text, role: Text }).optional(),
  related: z.array(LinkSchema).min(1).max(3),
})
export type CaseStudy = z.output<typeof CaseStudySchema>

/** /services/:group/:slug */
export const ServiceDetailSchema = z.object({
  path: z.string().regex(/^[a-z-]+\/[a-z0-9-]+$/, 'must look like agriculture/smart-farming'),
  seo: SeoSchema,
  hero: HeroSchema,
  intro: Paragraphs,
  offerings: z.object({ heading: Text, items: z.array(CardSchema).min(3).max(6) }),
  approach: z.object({
    heading: Text,
    items: z
      .array(z.object({ title: Text, description: Text }))
      .min(3)
      .max(5),
  }),
  outcomes: z.object({ heading: Text, items: z.array(Text).min(3).max(6) }),
  related: z.array(LinkSchema).min(1).max(3),
  cta: CtaSchema,
})
export type ServiceDetail = z.output<typeof ServiceDetailSchema>

/** A page under /careers at the path of its file in content/careers-pages/ (details, job alerts, …). */
export const CareersPageSchema = z.object({
  path: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'must be lowercase words joined by hyphens'),
  seo: SeoSchema,
  hero: HeroSchema,
  intro: Paragraphs,
  sections: z.array(SectionSchema),
  /** Shows a sign-up form for this newsletter topic (job alerts use 'jobs'). */
  signup: z.object({ heading: Text, text: Text, topic: z.enum(['general', 'jobs']) }).optional(),
  cta: CtaSchema.optional(),
})
export type CareersPage = z.output<typeof CareersPageSchema>

/** /terms, /privacy, /accessibility and any other page of terms at the site's top level. */
export const LegalPageSchema = z.object({
  slug,
  seo: SeoSchema,
  title: Text,
  updated: IsoDate,
  body: Text.min(1500),
})
export type LegalPage = z.output<typeof LegalPageSchema>

/** Google's job types (schema.org employmentType). */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const

const JobIdSchema = z.string().regex(/^[A-Z]{2,5}-\d{3}$/, 'must look like TECH-001')

/** What the job search lists of a featured job. */
export const JobListingSchema = z.object({
  id: JobIdSchema,
  title: Text,
  location: Text,
  type: Text,
  department: z.enum(['Technology', 'Consulting', 'Finance', 'Marketing', 'Human Resources', 'Operations']),
  summary: Text,
})
export type Job = z.output<typeof JobListingSchema>

/** /careers/searchjobs: its copy, and the featured jobs from content/jobs/. */
export type JobsPage = Careers['jobs'] & { featured: Job[] }

/** A featured job, at /careers/jobs/:id: its listing and the details of its own page. */
export const JobSchema = JobListingSchema.extend({
  seo: SeoSchema,
  /** The pay as the listing words it; `baseSalary` is the same range as numbers, for search engines. */
  salary: Text,
  baseSalary: z.object({
    currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code like GBP'),
    min: z.number().positive(),
    max: z.number().positive(),
    unit: z.enum(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']),
  }),
  /** Google's job types (schema.org employmentType). */
  employmentType: z.array(z.enum(EMPLOYMENT_TYPES)).min(1),
  /** The office the role reports to; the street and postcode are optional. */
  office: z.object({
    street: Text.optional(),
    locality: Text,
    region: Text.optional(),
    postalCode: Text.optional(),
    country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 code like GB'),
  }),
  datePosted: IsoDate,
  closingDate: IsoDate,
  about: Paragraphs,
  responsibilities: z.array(Text).min(3),
  requirements: z.array(Text).min(3),
  howToApply: Text,
})
  .refine((job) => job.datePosted < job.closingDate, {
    path: ['closingDate'],
    message: 'must be after datePosted',
  })
  .refine((job) => job.baseSalary.min <= job.baseSalary.max, {
    path: ['baseSalary'],
    message: 'min is above max',
  })
export type JobDetail = z.output<typeof JobSchema>

/** The networks the footer has an icon for, with the name a link to each is announced by. */
export const SOCIAL_NETWORKS = {
  facebook: { label: 'Facebook', hosts: ['facebook.com'] },
  x: { label: 'X', hosts: ['x.com', 'twitter.com'] },
  linkedin: { label: 'LinkedIn', hosts: ['linkedin.com'] },
  instagram: { label: 'Instagram', hosts: ['instagram.com'] },
} as const

/** One of the firm's own profiles on a social network: an https address on that network's site. */
export const SocialProfileSchema = z
  .object({
    network: z.enum(Object.keys(SOCIAL_NETWORKS) as [keyof typeof SOCIAL_NETWORKS]),
    url: z.url({ protocol: /^https$/ }),
  })
  .refine(
    ({ network, url }) => {
      const host = new URL(url).hostname
      return SOCIAL_NETWORKS[network].hosts.some((name) => host === name || host.endsWith(`.${name}`))
    },
    { message: "must be an address on the network's own site", path: ['url'] },
  )
export type SocialProfile = z.output<typeof SocialProfileSchema>

/** content/site.yaml: who the firm is. */
export const SiteSchema = z
  .object({
    name: Text,
    shortName: Text,
    slug,
    url: z.url({ protocol: /^https?$/ }),
    tagline: Text,
    logo: ImageSchema.omit({ alt: true }),
    contact: z.object({
      email: z.email(),
      careersEmail: z.email(),
      phone: z.string().regex(/^\+?[\d\s().-]{6,}$/, 'must be a phone number like +1 (555) 010-2030'),
    }),
    address: z.object({
      street: Text,
      locality: Text,
      region: Text.optional(),
      postalCode: Text.optional(),
      country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 code like US'),
    }),
    socials: z.array(SocialProfileSchema).default([]),
    newsletter: z.object({ heading: Text, pitch: Text }),
  })
  .transform((site) => ({
    ...site,
    contact: { ...site.contact, phoneHref: `tel:${site.contact.phone.replace(/[^+\d]/g, '')}` },
    /** The words of the name after the short name ("Consulting Group"), set smaller beside it in logos. */
    nameRest: site.name.startsWith(site.shortName) ? site.name.slice(site.shortName.length).trim() : '',
    /** The address as it is written on an envelope, one line each. */
    addressLines: [
      site.address.street,
      [site.address.locality, [site.address.region, site.address.postalCode].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', '),
    ],
  }))
export type Site = z.output<typeof SiteSchema>

/** content/navigation.yaml: the columns of the menu and of the footer. */
const NavColumnSchema = z.object({ id: slug, heading: Text, links: z.array(LinkSchema).min(1) })
export const NavigationSchema = z.object({
  menu: z.array(NavColumnSchema).min(1),
  footer: z.array(NavColumnSchema).min(1),
})
export type NavColumn = z.output<typeof NavColumnSchema>

/** content/redirects.yaml: old addresses, each answered with a 301 to the page it names. */
export const RedirectsSchema = z.record(InternalHref, InternalHref)

/** content/newsletter-links.yaml: the pages the links in a newsletter e-mail open. */
const TokenActionSchema = z.object({ seo: SeoSchema, heading: Text, body: Text, button: Text, pending: Text })
export const NewsletterLinksSchema = z.object({ confirm: TokenActionSchema, unsubscribe: TokenActionSchema })
export type NewsletterLinks = z.output<typeof NewsletterLinksSchema>

/** content/search.yaml: the search page; {query} and {count} are filled in with each search. */
export const SearchPageSchema = z.object({
  seo: SeoSchema,
  heading: Text,
  label: Text,
  placeholder: Text,
  button: Text,
  prompt: Text,
  noMatch: Text,
  oneMatch: Text,
  manyMatches: Text,
  browse: Text,
  sections: z.array(z.object({ title: Text, path: InternalHref, summary: Text })).min(1),
})
export type SearchPage = z.output<typeof SearchPageSchema>

/** content/labels.yaml: the headings and labels every page of a kind shows. */
export const LabelsSchema = z.object({
  article: z.object({
    updated: Text,
    share: Text,
    asideLabel: Text,
    newsletterHeading: Text,
    newsletterText: Text,
    related: Text,
  }),
  caseStudy: z.object({
    eyebrow: Text,
    client: Text,
    results: Text,
    challenge: Text,
    approach: Text,
    outcome: Text,
    contactLink: Text,
  }),
  industry: z.object({ stats: Text }),
  job: z.object({
    location: Text,
    type: Text,
    posted: Text,
    closingDate: Text,
    salary: Text,
    apply: Text.includes('{id}'),
    allJobs: Text,
  }),
  jobSearch: z.object({
    heading: Text,
    label: Text,
    button: Text,
    listHeading: Text,
    noMatch: Text,
    count: Text.includes('{shown}').includes('{total}'),
  }),
  notFound: z.object({ seo: SeoSchema, eyebrow: Text, heading: Text, text: Text, homeLink: Text }),
  services: z.object({ capabilitiesHeading: Text, capabilitiesIntro: Text, capabilityLink: Text }),
  careers: z.object({ stories: Text, programmes: Text, categories: Text }),
})
export type Labels = z.output<typeof LabelsSchema>
