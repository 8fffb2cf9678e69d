import { z } from 'zod'
import { LOGO_MAX_RATIO, UPLOADS_PATH as UPLOADS } from '#contract/admin-constants.ts'
import { holdsInvisible, invisibleCharacterIn } from '#contract/text.ts'
import { isPictureFile, isSitePath } from './addresses.ts'
import { fromParagraphList, richTextProblems, type RichTextRules } from './rich-text.ts'

const InternalHref = z
  .string()
  .refine(isSitePath, 'must be a site path: "/" and the page\'s address (not "//", no spaces or stray "%")')
  // The editor's form offers the site's pages for it (app/components/admin/content/json-schema.ts).
  .meta({ control: 'address' })
/** Tab and line breaks are text; the other control characters (a NUL) are not, and would reach the HTML. */
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
/** A bidi override or a zero-width space (contract/text.ts) would change what a text says unseen. */
const refusingInvisible = (text: string, context: z.RefinementCtx<string>) => {
  const invisible = invisibleCharacterIn(text)
  if (invisible) context.addIssue({ code: 'custom', message: holdsInvisible(invisible) })
}
const Text = z
  .string()
  .trim()
  .min(1)
  .refine((text) => !CONTROL_CHARACTERS.test(text), 'remove the invisible control characters')
  .superRefine(refusingInvisible)
/** A text of a sentence or more: the editor's form gives it a box of several lines. */
const Prose = Text.meta({ control: 'long-text' })
const slug = z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase words joined by hyphens')
/** A check that refuses a text for each problem `problemsOf` finds in it, in the editor's words. */
const refusing =
  (problemsOf: (text: string) => string[]) => (text: string, context: z.RefinementCtx<string>) => {
    for (const problem of problemsOf(text)) context.addIssue({ code: 'custom', message: problem })
  }
/**
 * A formatted text, kept as Markdown of the site's safe subset (content/rich-text.ts) with what
 * `rules` allow. The editor's form gives it the rich-text editor
 * (app/components/admin/content/rich-text-field.tsx). A list of paragraphs, the form such texts had
 * in older files and stored versions, reads as the same paragraphs.
 */
const RichText = (rules: RichTextRules, min = 1, message?: string) =>
  z
    .preprocess(
      fromParagraphList,
      Text.min(min, message).superRefine(refusing((text) => richTextProblems(text, rules))),
    )
    .meta({ control: 'rich-text', ...rules })
/** An article's or a legal page's body: headings of two levels under its title, pictures, tables. */
const BODY: RichTextRules = { headings: [2, 3], pictures: true, tables: true }
/** A text under a heading of its own (a section's): subheadings and pictures. */
const SECTION_TEXT: RichTextRules = { headings: [3], pictures: true, tables: false }
/** A page's introduction, under its headline: paragraphs, lists and quotes. */
const INTRO_TEXT: RichTextRules = { headings: [], pictures: false, tables: false }

// How many items a list holds is the editor's choice: the spec's counts (three slides, eight services)
// are checked on the shipped content by content/spec-conformance.test.ts, not here. A list keeps a
// lower bound where its band would be empty or meaningless without it, and an upper one only where
// more items would break the layout.

/** A list of at least one `what`: its band or block would be empty without one. */
const atLeastOne = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item).min(1, `list at least one ${what}`)

/** A picture's file: the media library's or the site's own, by its name. */
export const ImageSrc = z
  .string()
  .refine(
    isPictureFile,
    'must be a picture from the media library, or one the site comes with: choose it again',
  )
  .meta({ control: 'address' })

const ImageFields = z.object({
  src: ImageSrc,
  /** Empty alt marks drawn art as decorative; a photograph says so with `decorative`. */
  alt: z.string().superRefine(refusingInvisible),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  decorative: z
    .boolean()
    .optional()
    .describe('It adds nothing the words do not say: screen readers pass over it, and it needs no alt text.'),
})

/** An uploaded photograph tells those who cannot see it what it shows, unless it is decorative. */
export const ImageSchema = ImageFields.refine(
  ({ src, alt, decorative }) => !src.startsWith(UPLOADS) || decorative === true || alt.trim() !== '',
  {
    path: ['alt'],
    message:
      'must say what the photograph shows, for those who cannot see it; or tick Decorative if it adds nothing to the words',
  },
  // The editor's form shows it, and offers the media library and an upload (image-field.tsx).
).meta({ control: 'image' })
export type Image = z.output<typeof ImageSchema>

export const SeoSchema = z.object({
  title: Text.max(70).describe(
    'The title a search result or a shared link shows; the headline on the page is the hero’s title. Where it holds the page’s title, it follows it as you change that.',
  ),
  description: Prose.min(50)
    .max(170)
    .describe('The line under the title in a search result or a shared link.'),
})
export type Seo = z.output<typeof SeoSchema>

export const LinkSchema = z.object({ label: Text, href: InternalHref })
export type Link = z.output<typeof LinkSchema>

/** An article or insight a block of the home page features, by its address: its words and picture come from it. */
const FeaturedEntry = InternalHref.describe(
  'The article or insight it features, by its address: its title, topic, summary and picture come from it.',
)

export const SlideSchema = z.object({
  subtitle: Prose,
  title: Text,
  description: Prose,
  href: InternalHref.describe(
    'The article or insight it features, by its address: “Featured insight” and its title lead to it.',
  ),
  image: ImageSchema,
})
export type Slide = z.output<typeof SlideSchema>

export const TileSchema = z.object({ title: Text, description: Prose, href: InternalHref })
export type Tile = z.output<typeof TileSchema>

export const BannerSchema = z.object({
  eyebrow: Text,
  title: Text,
  body: Prose,
  cta: LinkSchema,
  image: ImageSchema,
})
export type Banner = z.output<typeof BannerSchema>

export const HomeSchema = z.object({
  seo: SeoSchema,
  /** One slide is a still hero: the carousel shows its controls from two slides. */
  slides: atLeastOne(SlideSchema, 'slide'),
  news: z.object({ heading: Text, story: FeaturedEntry, cta: LinkSchema }),
  trending: z.object({ heading: Text, items: atLeastOne(FeaturedEntry, 'story') }),
  data: z.object({
    heading: Text,
    title: Text,
    summary: Prose,
    cta: LinkSchema,
    image: ImageSchema,
    tiles: atLeastOne(TileSchema, 'tile'),
  }),
  capabilities: z.object({
    heading: Text,
    intro: Prose,
    all: LinkSchema,
    items: atLeastOne(TileSchema, 'capability'),
  }),
  about: z.object({
    heading: Text,
    title: Text,
    body: Prose,
    image: ImageSchema,
    links: atLeastOne(LinkSchema, 'link'),
  }),
  careers: atLeastOne(BannerSchema, 'banner'),
})
export type Home = z.output<typeof HomeSchema>

/** A short page that reports the outcome of a form sent without JavaScript. */
export const NoticePageSchema = z.object({
  slug,
  seo: SeoSchema,
  heading: Text,
  body: Prose,
  tone: z.enum(['success', 'error']),
  cta: LinkSchema,
})
export type NoticePage = z.output<typeof NoticePageSchema>

// ---------------------------------------------------------------------------------------------
// Content pages (one schema per kind, one template per kind)

const SectionText = RichText(SECTION_TEXT)
const IntroText = RichText(INTRO_TEXT)
// JSON Schema's `format: date`: the editor's form gives it a date picker.
const IsoDate = z.iso.date({ error: 'must be a date like 2025-01-14' })
const Revision = IsoDate.optional().describe('Only if the text was revised after its date.')

/** A dated entry's revision: on or after its date, or left out (then it is its date). */
type Revised = { date: string; updated?: string | undefined }
const revisedAfter = ({ date, updated }: Revised) => updated === undefined || updated >= date
const REVISED_BEFORE = {
  path: ['updated'],
  message: 'is before the date it was published: give the date it was revised, or leave it empty',
}
const withUpdated = <T extends Revised>(entry: T) => ({ ...entry, updated: entry.updated ?? entry.date })

/** The colours a sector's pages are marked by (a line over the hero, its eyebrow); the firm's red by default. */
export const ACCENTS = ['red', 'sky', 'amber', 'lime', 'rose', 'violet', 'orange', 'teal'] as const

export type Accent = (typeof ACCENTS)[number]

export const HeroSchema = z.object({
  eyebrow: Text.optional(),
  title: Text.describe('The headline at the top of the page.'),
  subtitle: Prose,
  /** Drawn art (an SVG in public/images/) or a photograph; beside the words on a wide screen, under them on a phone. */
  image: ImageSchema,
  /** tall: 60vh (min 500px) on a wide screen; regular: 50vh (min 400px). */
  size: z.enum(['regular', 'tall']).default('regular'),
  /** The sector's colour. */
  accent: z.enum(ACCENTS).default('red'),
  cta: LinkSchema.optional(),
})
export type Hero = z.output<typeof HeroSchema>

export const CardSchema = z.object({
  title: Text,
  description: Prose,
  href: InternalHref.optional(),
  linkLabel: Text.optional(),
  image: ImageSchema.optional(),
})
export type Card = z.output<typeof CardSchema>

export const StatSchema = z.object({ value: Text, label: Text })
export type Stat = z.output<typeof StatSchema>

export const PartnerSchema = z.object({ name: Text, description: Prose })
export type Partner = z.output<typeof PartnerSchema>

export const CtaSchema = z.object({ headline: Text, description: Prose, button: LinkSchema })
export type Cta = z.output<typeof CtaSchema>

export const GetInTouchSchema = z.object({ text: Prose, button: LinkSchema })
export type GetInTouch = z.output<typeof GetInTouchSchema>

/** The building blocks of the long pages (insights, about, careers and the pages under /careers). */
export const SectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('prose'), heading: Text, paragraphs: SectionText }).meta({ title: 'Text' }),
  z
    .object({
      kind: z.literal('cards'),
      heading: Text,
      intro: Prose.optional(),
      columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
      items: z.array(CardSchema).min(2),
    })
    .meta({ title: 'Row of cards' }),
  z
    .object({
      kind: z.literal('steps'),
      heading: Text,
      intro: Prose.optional(),
      items: z.array(z.object({ title: Text, description: Prose })).min(2),
    })
    .meta({ title: 'Numbered steps' }),
  z
    .object({ kind: z.literal('list'), heading: Text, intro: Prose.optional(), items: z.array(Text).min(2) })
    .meta({ title: 'List of points' }),
  z
    .object({ kind: z.literal('stats'), heading: Text, items: z.array(StatSchema).min(2) })
    .meta({ title: 'Figures' }),
  z
    .object({
      kind: z.literal('timeline'),
      heading: Text,
      items: z.array(z.object({ year: z.string().regex(/^\d{4}$/), title: Text, description: Prose })).min(2),
    })
    .meta({ title: 'Timeline' }),
  z.object({ kind: z.literal('quote'), text: Prose, name: Text, role: Text }).meta({ title: 'Quote' }),
])
export type Section = z.output<typeof SectionSchema>

/** /industries/:slug */
export const IndustrySchema = z.object({
  slug,
  seo: SeoSchema,
  hero: HeroSchema,
  intro: z.object({ heading: Text, paragraphs: SectionText, cta: LinkSchema.optional() }),
  /** A band of figures under the hero; leave it out for none. */
  stats: z.array(StatSchema).min(2, 'list at least two figures, or leave stats out').optional(),
  areas: z.object({ heading: Text, items: atLeastOne(CardSchema, 'area') }),
  getInTouch: GetInTouchSchema,
  caseStudies: z.object({
    heading: Text,
    items: atLeastOne(CardSchema.required({ href: true }), 'case study'),
  }),
  partners: z.object({ heading: Text, items: z.array(PartnerSchema).min(2) }).optional(),
  collaborations: z.object({ heading: Text, items: z.array(CardSchema).min(1) }).optional(),
  insights: z.object({
    heading: Text,
    linkLabel: Text,
    items: z
      .array(InternalHref)
      .min(1)
      .describe(
        'The insights it features, by their addresses: title, date and picture come from each insight.',
      ),
  }),
  closing: CtaSchema,
})
export type Industry = z.output<typeof IndustrySchema>

/** Who signed an article or an insight; `url` is a page about them (a bio, a profile they hold). */
const AuthorSchema = z.object({ name: Text, role: Text, url: z.url({ protocol: /^https$/ }).optional() })

/** /insights/:slug */
/**
 * How an entry shows on the listings, where it differs from its page: a shorter title, another name
 * for its topic, a picture of its own. Left out, a listing shows the page's headline, topic and hero picture.
 */
export const ListingCardSchema = z.object({
  title: Text.optional(),
  category: Text.optional(),
  image: ImageSchema.optional(),
})

export const InsightSchema = z
  .object({
    slug,
    seo: SeoSchema,
    category: Text,
    date: IsoDate,
    /** When the insight was last revised; its date if left out. */
    updated: Revision,
    hero: HeroSchema,
    author: AuthorSchema.optional(),
    sections: z.array(SectionSchema).min(1),
    related: z.object({ heading: Text, items: z.array(LinkSchema).min(1) }).optional(),
    cta: CtaSchema.optional(),
    card: ListingCardSchema.optional(),
  })
  .refine(revisedAfter, REVISED_BEFORE)
  .transform(withUpdated)
export type Insight = z.output<typeof InsightSchema>

/** /capabilities/:slug */
export const CapabilitySchema = z.object({
  slug,
  seo: SeoSchema,
  hero: HeroSchema,
  intro: z.object({ heading: Text, paragraphs: SectionText }),
  getInTouch: z.object({ heading: Text, text: Prose, button: LinkSchema }),
  caseStudies: z.object({
    heading: Text,
    description: Prose,
    items: atLeastOne(CardSchema.required({ href: true }), 'case study'),
  }),
  cta: CtaSchema,
  footerText: Prose,
})
export type Capability = z.output<typeof CapabilitySchema>

/** /articles/:group/:name; the body is Markdown in a file beside the entry. */
export const ArticleSchema = z
  .object({
    path: z.string().regex(/^[a-z]+\/[a-z0-9]+$/, 'must look like insight/edu'),
    seo: SeoSchema,
    title: Text,
    subtitle: Prose,
    category: Text,
    date: IsoDate,
    /** When the article was last revised; the date it was published if left out. */
    updated: Revision,
    author: AuthorSchema.extend({ image: ImageSchema }),
    heroImage: ImageSchema,
    card: ListingCardSchema.optional(),
    body: RichText(BODY, 1500, 'an article body needs at least 1500 characters of real text'),
    related: atLeastOne(z.object({ title: Text, category: Text, href: InternalHref }), 'related article'),
  })
  .refine(revisedAfter, REVISED_BEFORE)
  .transform(withUpdated)
export type Article = z.output<typeof ArticleSchema>

/** /about/:slug, one tab of the about pages (the site ships ourfirm, ourvalues, ourmission, ourhistory). */
export const AboutPageSchema = z.object({
  slug,
  /**
   * On a phone the tabs sit two to a row, each on one line: at 390 px a tab has room for about 14
   * characters.
   */
  tab: Text.max(14, 'at most 14 characters: a longer tab runs off the screen of a phone'),
  seo: SeoSchema,
  heading: Text,
  intro: Prose,
  sections: z.array(SectionSchema).min(1),
})
export type AboutPage = z.output<typeof AboutPageSchema>

/** The layout around every about page, and the landing at /about. */
export const AboutSchema = z.object({
  /** The short name of /about, in breadcrumbs. */
  label: Text,
  hero: HeroSchema,
  mission: z.object({ heading: Text, statement: Text }),
  /** Beside the team image, two to a row. */
  figures: atLeastOne(StatSchema, 'figure'),
  teamImage: ImageSchema,
  landing: z.object({ seo: SeoSchema, heading: Text, paragraphs: IntroText }),
  /** Each is a tab of the about pages, at /about/<slug>. */
  pages: atLeastOne(AboutPageSchema, 'page').refine(
    (pages) => new Set(pages.map((page) => page.slug)).size === pages.length,
    'two pages have the same slug: each needs its own address',
  ),
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
  heading: Text,
  tagline: Text,
  intro: Prose,
  /** Each service's icon is one of those the site draws (ServiceIconSchema). */
  items: atLeastOne(
    z.object({ title: Text, description: Prose, icon: ServiceIconSchema, href: InternalHref }),
    'service',
  ),
  /** What the two numbers in the page's header count: its services, and the capabilities. */
  countLabels: z.object({ services: Text, capabilities: Text }).optional(),
  cta: CtaSchema,
})
export type Services = z.output<typeof ServicesSchema>

/** /insights */
export const InsightsIndexSchema = z.object({
  seo: SeoSchema,
  heading: Text,
  intro: Prose,
  /** The insights shown first, by their address; each card's title, date and picture come from the insight. */
  featured: atLeastOne(InternalHref, 'featured insight'),
  /** The heading over the newest insights, which follow the featured ones. */
  latestHeading: Text,
  topicsHeading: Text,
  /** What the number of articles, shown large in the page's header, counts. */
  countLabel: Text.optional(),
  /** Each topic's archive (`/insights/topics/<topic>`): every insight on it, the newest first. `{topic}` is its name. */
  topicArchive: z.object({
    title: Text.max(60).includes('{topic}'),
    intro: Prose.min(50).max(170).includes('{topic}'),
    /** The heading over its cards. */
    listHeading: Text.includes('{topic}'),
    /** Under each topic on /insights, after its newest insights: the link to its archive. `{count}` is how many it holds. */
    allLink: Text.includes('{count}'),
    linkLabel: Text,
  }),
})
export type InsightsIndex = z.output<typeof InsightsIndexSchema>

/** The pages that list a collection: /industries, /capabilities, /case-studies, /articles, /careers. */
export const CollectionIndexSchema = z.object({
  seo: SeoSchema,
  heading: Text,
  intro: Prose,
  /** The heading over the cards; a collection listed by sector is headed by each sector instead. */
  listHeading: Text.optional(),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  linkLabel: Text,
  /** What the page says while the collection has no entry yet (the newsletter archive, before the first issue). */
  empty: Text.optional(),
  /** What the number of entries, shown large in the page's header, counts ("sectors we serve"). */
  countLabel: Text.optional(),
})
export type CollectionIndexContent = z.output<typeof CollectionIndexSchema>

/** /contact */
export const ContactSchema = z.object({
  seo: SeoSchema,
  heading: Text,
  intro: Prose,
  form: z.object({
    heading: Text,
    /** The subject box shows about 32 characters on a 360 px phone. */
    subjectPlaceholder: Text.max(32, 'at most 32 characters: a longer one is cut off in the box on a phone'),
    messagePlaceholder: Prose,
    /** The form's other words: its fields' names, its button, and what it says once sent. */
    nameLabel: Text.default('Name'),
    emailLabel: Text.default('Email'),
    subjectLabel: Text.default('Subject'),
    messageLabel: Text.default('Message'),
    send: Text.default('Send Message'),
    sending: Text.default('Sending...'),
    sentHeading: Text.default('Message Sent!'),
    sentText: Text.default('Please check your email for a response.'),
    close: Text.default('Close'),
    failed: Text.default('Your message could not be sent. Please check your connection and try again.'),
  }),
  /** The address and the e-mail address and phone number are the firm's own, from content/site.yaml. */
  office: z.object({ heading: Text, hours: Text }),
  info: z.object({
    heading: Text,
    responseTime: Text,
    emailLabel: Text.default('Email:'),
    phoneLabel: Text.default('Phone:'),
  }),
  /** Up to three promises shown large in the page's header ("2 days", "to answer every enquiry"). */
  figures: z.array(StatSchema).max(3).optional(),
})
export type Contact = z.output<typeof ContactSchema>

/** /case-studies/:slug */
export const CaseStudySchema = z.object({
  slug,
  seo: SeoSchema,
  title: Text,
  sector: Text,
  client: Text,
  summary: Prose,
  image: ImageSchema,
  results: z.array(StatSchema).min(2).max(4),
  challenge: SectionText,
  approach: z
    .array(z.object({ title: Text, description: Prose }))
    .min(3)
    .max(5),
  outcome: SectionText,
  quote: z.object({ text: Prose, name: Text, role: Text }).optional(),
  related: z.array(LinkSchema).min(1).max(3),
})
export type CaseStudy = z.output<typeof CaseStudySchema>

/** /services/:group/:slug */
export const ServiceDetailSchema = z.object({
  path: z.string().regex(/^[a-z-]+\/[a-z0-9-]+$/, 'must look like agriculture/smart-farming'),
  seo: SeoSchema,
  hero: HeroSchema,
  intro: IntroText,
  offerings: z.object({ heading: Text, items: z.array(CardSchema).min(3).max(6) }),
  approach: z.object({
    heading: Text,
    items: z
      .array(z.object({ title: Text, description: Prose }))
      .min(3)
      .max(5),
  }),
  outcomes: z.object({ heading: Text, items: z.array(Text).min(3).max(6) }),
  related: z.array(LinkSchema).min(1).max(3),
  cta: CtaSchema,
})
export type ServiceDetail = z.output<typeof ServiceDetailSchema>

/** The path of a careers page: its file's path in content/careers-pages/. */
const CareersPath = z
  .string()
  .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'must be lowercase words joined by hyphens')

/** A page under /careers without a template of its own (details, job alerts, …). */
export const CareersGeneralPageSchema = z.object({
  path: CareersPath,
  template: z.literal('general').default('general'),
  seo: SeoSchema,
  hero: HeroSchema,
  intro: IntroText,
  sections: z.array(SectionSchema),
  /** Shows a sign-up form for this newsletter topic (newsletter-links.yaml; job alerts use 'jobs'). */
  signup: z.object({ heading: Text, text: Prose, topic: slug }).optional(),
  cta: CtaSchema.optional(),
})
export type CareersGeneralPage = z.output<typeof CareersGeneralPageSchema>

/** What each careers landing page has: its short name (on /careers and in breadcrumbs), hero and introduction. */
const careersLanding = { path: CareersPath, label: Text, seo: SeoSchema, hero: HeroSchema, intro: Prose }

export const CareersLifePageSchema = z.object({
  ...careersLanding,
  template: z.literal('life'),
  stories: atLeastOne(
    z.object({
      name: Text,
      role: Text,
      quote: Prose,
      story: Text,
      image: ImageSchema,
      href: InternalHref,
    }),
    'story',
  ),
  sections: z.array(SectionSchema),
})

export const CareersExperiencedPageSchema = z.object({
  ...careersLanding,
  template: z.literal('experienced'),
  categories: atLeastOne(CardSchema.required({ href: true }), 'category'),
  sections: z.array(SectionSchema),
})

export const CareersStudentsPageSchema = z.object({
  ...careersLanding,
  template: z.literal('students'),
  programmes: atLeastOne(
    z.object({ title: Text, description: Prose, duration: Text, href: InternalHref }),
    'programme',
  ),
  apply: z.object({ heading: Text, text: Prose, button: LinkSchema }),
  sections: z.array(SectionSchema),
})

/** The job search: its copy; the jobs it lists are content/jobs/. */
export const CareersJobsPageSchema = z.object({
  ...careersLanding,
  template: z.literal('jobs'),
  /** Beside the search button, the box shows about 20 characters on a 390 px phone. */
  searchPlaceholder: Text.max(20, 'at most 20 characters: a longer one is cut off in the box on a phone'),
  /** A button each; every featured job's department is one of them. */
  categories: atLeastOne(Text, 'category').refine(
    (names) => new Set(names).size === names.length,
    'a category is listed twice',
  ),
  /** The headings of each job's page, which also structure its description for search engines. */
  detailHeadings: z.object({ about: Text, responsibilities: Text, requirements: Text, apply: Text }),
  alert: z.object({ heading: Text, text: Prose, button: LinkSchema }),
})
export type CareersJobsPage = z.output<typeof CareersJobsPageSchema>

/**
 * A page under /careers at the path of its file in content/careers-pages/. `template` picks the
 * page's template: the landing pages (life, experienced, students, jobs) have blocks of their own;
 * a page that names none is a general page.
 */
export const CareersPageSchema = z.discriminatedUnion('template', [
  CareersGeneralPageSchema,
  CareersLifePageSchema,
  CareersExperiencedPageSchema,
  CareersStudentsPageSchema,
  CareersJobsPageSchema,
])
export type CareersPage = z.output<typeof CareersPageSchema>
export type CareersLandingPage = Exclude<CareersPage, CareersGeneralPage>

/** /terms, /privacy, /accessibility and any other page of terms at the site's top level. */
export const LegalPageSchema = z.object({
  slug,
  seo: SeoSchema,
  title: Text,
  updated: IsoDate,
  body: RichText(BODY, 1500),
})
export type LegalPage = z.output<typeof LegalPageSchema>

/**
 * The address of a page the firm makes itself: one or two parts of lowercase words joined by
 * hyphens (`/ai-readiness`, `/events/summit-2027`). Which addresses are free is the site's to say
 * (content/pages.ts): the addresses of the site's sections and of its server are not.
 */
const LandingPath = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/,
    'must be lowercase words joined by hyphens, with at most one "/" (events/summit-2027)',
  )

/** A card of a row: a page of the site, which gives its words and picture, or one written here. */
const LandingCardSchema = z
  .object({
    page: InternalHref.optional().describe(
      'A page of the site: its title, its line and its picture make the card, unless you write them below.',
    ),
    title: Text.optional(),
    description: Prose.optional(),
    image: ImageSchema.optional(),
  })
  .refine(({ page, title, description }) => page !== undefined || (title && description), {
    path: ['title'],
    message: 'give the card a page of the site, or write its title and its line',
  })
export type LandingCard = z.output<typeof LandingCardSchema>

/** The collections a block of the newest entries can show, each by its name on the page. */
export const NEWEST_OF = ['insights', 'articles', 'case studies', 'jobs', 'newsletter issues'] as const

/**
 * The blocks a landing page is made of, each named as people call it (`title`): the editor lists
 * them by these names, and the file keeps the short `kind`.
 */
export const BlockSchema = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('text'), heading: Text.optional(), text: RichText(SECTION_TEXT) })
    .meta({ title: 'Text' }),
  z
    .object({
      kind: z.literal('cards'),
      heading: Text,
      intro: Prose.optional(),
      columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
      cards: z.array(LandingCardSchema).min(2, 'list at least two cards'),
    })
    .meta({ title: 'Row of cards' }),
  z
    .object({ kind: z.literal('figures'), heading: Text, figures: z.array(StatSchema).min(2) })
    .meta({ title: 'Figures' }),
  z.object({ kind: z.literal('quote'), text: Prose, name: Text, role: Text }).meta({ title: 'Quote' }),
  z
    .object({ kind: z.literal('action'), headline: Text, description: Prose, button: LinkSchema })
    .meta({ title: 'Call to action' }),
  z
    .object({ kind: z.literal('picture'), image: ImageSchema, caption: Text.optional() })
    .meta({ title: 'Picture' }),
  z
    .object({ kind: z.literal('contact'), heading: Text, text: Prose.optional() })
    .meta({ title: 'Contact form' }),
  z
    .object({ kind: z.literal('signup'), heading: Text, text: Prose, topic: slug })
    .meta({ title: 'Newsletter sign-up' }),
  z
    .object({
      kind: z.literal('newest'),
      heading: Text,
      of: z.enum(NEWEST_OF),
      count: z.number().int().min(2).max(6).default(3),
    })
    .meta({ title: 'Newest entries' }),
])
export type Block = z.output<typeof BlockSchema>

/** A page the firm makes itself, at an address it chooses: the top of the page, then its blocks. */
export const LandingPageSchema = z.object({
  path: LandingPath,
  seo: SeoSchema.extend({
    image: ImageSchema.optional().describe(
      'The picture a shared link shows; the top of the page’s picture if you leave it out.',
    ),
  }),
  hero: HeroSchema.describe('The top of the page: its headline, a line under it and a picture.'),
  blocks: z
    .array(BlockSchema)
    .min(1, 'add at least one block under the top of the page')
    .refine(
      (blocks) => blocks.filter((block) => block.kind === 'contact').length <= 1,
      'a page holds the contact form once',
    ),
})
export type LandingPage = z.output<typeof LandingPageSchema>

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
  /** One of the job search's categories (content/careers-pages/searchjobs.yaml), checked when the content is read. */
  department: Text,
  summary: Prose,
})
export type Job = z.output<typeof JobListingSchema>

/** A job search page (/careers/searchjobs): its copy, and the featured jobs from content/jobs/. */
export type JobsPage = Omit<CareersJobsPage, 'path' | 'template'> & { featured: Job[] }

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
  /** The office the role reports to, as its postal address; the postcode where the country has them. */
  office: z.object({
    street: Text,
    locality: Text,
    region: Text.optional(),
    postalCode: Text.optional(),
    country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 code like GB'),
  }),
  datePosted: IsoDate,
  closingDate: IsoDate,
  about: SectionText,
  responsibilities: z.array(Text).min(3),
  requirements: z.array(Text).min(3),
  howToApply: Text,
})
  .refine((job) => job.datePosted < job.closingDate, {
    path: ['closingDate'],
    message: 'must be after the date it was posted',
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

/** The smallest uploaded logo the icons can be drawn from without blurring (a phone's home-screen icon is 180 px). */
const MIN_LOGO_SIZE = 192

/** The time zones this machine knows, UTC first. */
const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')] as [
  string,
  ...string[],
]

/** Languages written right to left: their pages say `dir="rtl"`. */
const RIGHT_TO_LEFT = new Set(['ar', 'dv', 'fa', 'he', 'ps', 'ur', 'yi'])

/** A language of the site: its code, its name in itself, and the start of its pages' addresses. */
const LanguageSchema = z.object({
  code: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'must be a language code like fr, de or pt-BR')
    .describe('Its code: fr, de, pt-BR.'),
  name: Text.describe('Its name in itself, as the language switcher shows it: Français, Deutsch.'),
  prefix: z
    .string()
    .regex(/^[a-z]{2,3}(-[a-z]{2})?$/, 'must be lowercase letters like fr, or pt-br')
    .optional()
    .describe('The start of its pages’ addresses: fr gives /fr/…. Its code in lower case if left empty.'),
  locale: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'must be a locale like en-GB or fr-FR')
    .optional()
    .describe(
      'How its dates and numbers are written: en-GB writes 14 January 2025, en-US January 14, 2025. Its code if left empty.',
    ),
})

/** The site's languages: the first is the default, at today's addresses; the others under their prefix. */
const LanguagesSchema = z
  .array(LanguageSchema)
  .min(1)
  .default([{ code: 'en', name: 'English', locale: 'en-GB' }])
  .superRefine((languages, context) => {
    const seen = new Set<string>()
    languages.forEach(({ code }, i) => {
      if (seen.has(code.toLowerCase()))
        context.addIssue({ code: 'custom', path: [i, 'code'], message: `${code} is declared twice` })
      seen.add(code.toLowerCase())
    })
  })
  .transform((languages) =>
    languages.map(({ code, name, prefix, locale }, i) => ({
      code,
      name,
      locale: locale ?? code,
      /** Its addresses' start: none for the default language (`/about`), `/fr` for the others. */
      prefix: i === 0 ? '' : `/${prefix ?? code.toLowerCase()}`,
      dir: RIGHT_TO_LEFT.has(code.split('-')[0]!) ? ('rtl' as const) : ('ltr' as const),
    })),
  )
  .describe(
    'The languages of the site. The first is the default: its pages keep their addresses. Each other language’s pages are under its prefix (/fr/…), and only the pages translated into it are shown in it.',
  )
export type Language = z.output<typeof LanguagesSchema>[number]

/** The firm's words in site.yaml, which a language's own site.yaml gives in it. */
const siteTexts = {
  tagline: Text.describe('One sentence on what the firm does, under its name in search results.'),
  newsletter: z
    .object({ heading: Text, pitch: Text })
    .describe('The newsletter sign-up at the foot of every page: its heading and its one-line pitch.'),
}

/** content/<prefix>/site.yaml: the firm's words in another language; its facts stay site.yaml's. */
export const SiteTextsSchema = z.object(siteTexts)

/** content/site.yaml: who the firm is. */
export const SiteSchema = z
  .object({
    name: Text.describe('The firm’s full name, as on every page, in e-mails and in search results.'),
    shortName: Text.describe('The name in a few words, for the logo and short texts: “{shortName}”.'),
    slug: slug.describe(
      'The name as it appears in web addresses (/careers/life-at-{slug}): lowercase words joined by hyphens.',
    ),
    url: z
      .url({ protocol: /^https?$/ })
      .describe('Where the site is on the web, https://…; links in e-mails and shares are made from it.'),
    ...siteTexts,
    logo: ImageFields.omit({ alt: true, decorative: true })
      // An uploaded picture is drawn down to the site's icons (512 px the largest): a small one would blur.
      .refine(({ src, width, height }) => src.endsWith('.svg') || Math.min(width, height) >= MIN_LOGO_SIZE, {
        path: ['src'],
        message: `is too small for the site’s icons: upload one at least ${MIN_LOGO_SIZE} pixels a side (512 is best)`,
      })
      .refine(({ width, height }) => Math.max(width, height) <= LOGO_MAX_RATIO * Math.min(width, height), {
        path: ['src'],
        message:
          'must be square, or nearly: the site’s icons are square, and a wide logo would show as a thin strip in them. Crop it to a square around the mark',
      })
      // The editor's form gives it an upload button of its own (app/components/admin/content/image-field.tsx).
      .meta({ control: 'logo' })
      .describe(
        'The firm’s mark, beside its name in the header and the footer; the browser tab’s icon, a phone’s home-screen icon and the logo in search results are made from it.',
      ),
    contact: z
      .object({
        email: z
          .email()
          .describe('Where visitors write to the firm; shown on the contact page and in the footer.'),
        careersEmail: z.email().describe('Where job applications go.'),
        phone: z
          .string()
          .regex(/^\+?[\d\s().-]{6,}$/, 'must be a phone number like +1 (555) 010-2030')
          .describe('With its country code: +1 (555) 010-2030.'),
      })
      .describe('How visitors reach the firm.'),
    address: z
      .object({
        street: Text,
        locality: Text.describe('The town or city.'),
        region: Text.optional().describe('The state, county or province, if the address has one.'),
        postalCode: Text.optional(),
        country: z
          .string()
          .regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 code like US')
          .describe('Its two-letter code: US, GB, DE.'),
      })
      .describe('The office’s postal address, as on an envelope.'),
    timeZone: z
      .enum(TIME_ZONES, 'Choose a time zone from the list, such as Europe/London.')
      .default('UTC')
      .describe('The firm’s clock: publishing and newsletters set for a time go out by it.'),
    visitDays: z
      .number('Give a number of days.')
      .int('Give a whole number of days.')
      .min(1, 'Keep them at least one day.')
      .max(3650, 'Keep them at most 3650 days (ten years).')
      .default(90)
      .describe(
        'How many days each counted page view is kept, one by one; the daily totals of the dashboard are kept after them.',
      ),
    socials: z.array(SocialProfileSchema).default([]),
    languages: LanguagesSchema,
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
const NavColumnSchema = z.object({
  heading: Text,
  links: z.array(LinkSchema).min(1),
  id: slug.optional().describe('The column’s name in the page’s code; made from its heading if left empty.'),
})
export const NavigationSchema = z.object({
  menu: z.array(NavColumnSchema).min(1),
  footer: z.array(NavColumnSchema).min(1),
})
export type NavColumn = z.output<typeof NavColumnSchema>
export type Navigation = z.output<typeof NavigationSchema>

/** content/redirects.yaml: old addresses, each answered with a 301 to the page it names. */
export const RedirectsSchema = z.record(InternalHref, InternalHref)

/**
 * content/newsletters/<slug>.yaml: a newsletter issue as sent, written when it is sent (the
 * campaign's page in the public archive, which the e-mail links to as "view in your browser").
 */
export const NewsletterIssueSchema = z.object({
  slug,
  subject: Text,
  date: IsoDate,
  /** The introduction, a paragraph each: plain text, as the e-mail had it. */
  intro: z.array(Prose).min(1),
  /**
   * The pages of the site it presented, as they read when it was sent; `language`: a page's own, where
   * it was not translated into the issue's.
   */
  entries: z.array(
    z.object({
      path: InternalHref,
      title: Text,
      description: Prose,
      language: z
        .string()
        .regex(/^[a-z]{2,3}$/)
        .optional(),
    }),
  ),
  /** The topics whose readers received it. */
  topics: z.array(slug).min(1),
})
export type NewsletterIssue = z.output<typeof NewsletterIssueSchema>

/** content/newsletter-links.yaml: the pages the links in a newsletter e-mail open. */
const TokenActionSchema = z.object({
  seo: SeoSchema,
  heading: Text,
  body: Prose,
  button: Text,
  pending: Text,
})
/** What a reader may choose to receive; a campaign goes to the readers of one or more. */
export const NewsletterTopicSchema = z.object({
  key: slug.describe(
    'Its name in links and forms: lower case, digits and dashes. Never change it once in use.',
  ),
  label: Text,
  description: Prose,
})
export type NewsletterTopic = z.output<typeof NewsletterTopicSchema>
export const NewsletterLinksSchema = z
  .object({
    confirm: TokenActionSchema.extend({ also: Text }),
    unsubscribe: TokenActionSchema,
    preferences: TokenActionSchema.extend({
      leave: Text,
      saved: Text,
      // Defaults: files written before the pages were translated hold none.
      legend: Text.default('Send me').describe('The name of the list of topics to tick.'),
      for: Text.default('For').describe('Before the reader’s address, partly hidden: “For j…@example.com”.'),
    }),
    failed: Text.default('Something went wrong. Please try again in a moment.').describe(
      'What the pages say when the site could not be reached.',
    ),
    chosen: Text.default('the e-mails you chose').describe(
      'What the thanks for confirming names when the topics are not known ({topics} in its text).',
    ),
    topics: z.array(NewsletterTopicSchema).min(1),
    jobAlert: z
      .object({
        subject: Text.describe('Its subject line; {count} is the number of new vacancies.'),
        intro: Prose.describe('The words above the list of new vacancies.'),
        applyBy: Text.default('Apply by {date}').describe(
          'After each vacancy’s team, place and kind; {date} is its closing date.',
        ),
      })
      .describe(
        'The weekly job alert, mailed on Monday morning to the readers of `jobs` when vacancies were posted in the week before.',
      ),
  })
  .superRefine(({ topics }, ctx) => {
    const keys = topics.map((topic) => topic.key)
    keys.forEach((key, index) => {
      if (keys.indexOf(key) !== index)
        ctx.addIssue({
          code: 'custom',
          path: ['topics', index, 'key'],
          message: `"${key}" names two topics.`,
        })
    })
  })
export type NewsletterLinks = z.output<typeof NewsletterLinksSchema>
export type TokenAction = z.output<typeof TokenActionSchema>

/** content/search.yaml: the search page; {query} and {count} are filled in with each search. */
export const SearchPageSchema = z.object({
  seo: SeoSchema,
  heading: Text,
  label: Text,
  /** The name of the search form with its results, for screen readers. */
  regionLabel: Text.default('Search results'),
  placeholder: Text,
  button: Text,
  prompt: Text,
  noMatch: Text,
  oneMatch: Text,
  manyMatches: Text,
  browse: Text,
  sections: z.array(z.object({ title: Text, path: InternalHref, summary: Prose })).min(1),
})
export type SearchPage = z.output<typeof SearchPageSchema>

/** content/labels.yaml: the headings and labels every page of a kind shows. */
export const LabelsSchema = z.object({
  article: z.object({
    updated: Text,
    share: Text,
    asideLabel: Text,
    newsletterHeading: Text,
    newsletterText: Prose,
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
  /** `allCaseStudies`: under a sector's case studies, the link to the listing of every one. */
  industry: z.object({ stats: Text, allCaseStudies: Text }),
  /** Before the title of the article or insight a slide of the home page features. */
  insight: z
    .object({
      /** Before the author's name. */
      by: Text.default('By'),
      /** Before the day it was last changed. */
      updated: Text.default('Updated'),
    })
    .prefault({}),
  /** An issue of the newsletter in the archive: what it is, when it went, and its pages. */
  newsletterIssue: z
    .object({
      eyebrow: Text.default('Newsletter'),
      /** Before the day it was sent. */
      sent: Text.default('Sent'),
      contents: Text.default('In this issue'),
      readMore: Text.default('Read more'),
    })
    .prefault({}),
  /** Before the day a legal page was last changed. */
  legalUpdated: Text.default('Last updated'),
  home: z.object({
    featuredInsight: Text,
    name: Text.default('Home').describe('The home page’s name in the breadcrumbs of every page.'),
    /** The hero's slideshow as a screen reader names it and its buttons. */
    carousel: z
      .object({
        name: Text.default('Featured insights'),
        /** Each slide's name: {number} of {count}. */
        slide: Text.includes('{number}').includes('{count}').default('{number} of {count}'),
        /** Read before the visible "1 / 3". */
        counter: Text.default('Slide'),
        pause: Text.default('Pause slideshow'),
        play: Text.default('Play slideshow'),
        previous: Text.default('Previous slide'),
        next: Text.default('Next slide'),
      })
      .prefault({}),
    /** The name of the band of career banners at the foot of the page. */
    careers: Text.default('Careers'),
  }),
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
    /** The name of the row of category buttons. */
    categories: Text.default('Job categories'),
    listHeading: Text,
    noMatch: Text,
    count: Text.includes('{shown}').includes('{total}'),
  }),
  notFound: z.object({ seo: SeoSchema, eyebrow: Text, heading: Text, text: Prose, homeLink: Text }),
  services: z.object({ capabilitiesHeading: Text, capabilitiesIntro: Prose, capabilityLink: Text }),
  /** `openRoles`: beside the number of jobs open, in the job search's hero. */
  careers: z.object({ stories: Text, programmes: Text, categories: Text, openRoles: Text }),
  socialCard: z.object({ default: Text, art: Text.includes('{title}') }),
  /** A listing's pages after its first (content/listings.ts): their title, and the links between them. */
  listing: z.object({
    page: Text.includes('{title}').includes('{page}'),
    number: Text.includes('{page}'),
    pages: Text,
    previous: Text,
    next: Text,
  }),
  /** The frame of every page: header, menu, footer, the newsletter sign-up. English where a file lacks them. */
  frame: z
    .object({
      skipToContent: Text.default('Skip to content'),
      menu: Text.default('Menu'),
      closeMenu: Text.default('Close menu'),
      mainNavigation: Text.default('Main'),
      /** The logo's link: {name} is the firm's name. */
      homeLink: Text.default('{name}, home'),
      contact: Text.default('Contact us'),
      breadcrumb: Text.default('Breadcrumb'),
      searchRegion: Text.default('Site search'),
      searchLabel: Text.default('Search the site'),
      searchButton: Text.default('Search'),
      searchHint: Text.default('Search insights, industries, careers...'),
      languages: Text.default('Languages'),
      socialProfiles: Text.default('Social media'),
      /** {network} is the network's name: LinkedIn. */
      socialLink: Text.includes('{network}').default('{shortName} on {network} (opens in a new tab)'),
      rights: Text.default('All rights reserved.'),
      pastIssues: Text.default('Past issues'),
      emailLabel: Text.default('E-mail address'),
      emailHint: Text.default('Your e-mail address'),
      subscribe: Text.default('Subscribe'),
      sending: Text.default('Sending...'),
      subscribeFailed: Text.default('Subscription failed. Try again.'),
      subscribed: Text.default(
        'Thanks! Check your inbox: we have sent you a link to confirm your subscription.',
      ),
      subscribeInvalid: Text.default('Enter a valid e-mail address, like name@example.com.'),
      subscribeLater: Text.default('Too many attempts from this network. Please try again in a few minutes.'),
    })
    .prefault({}),
})
export type Labels = z.output<typeof LabelsSchema>
/** The words of every page's frame (labels.yaml `frame`). */
export type FrameLabels = Labels['frame']
