// How app/routes/collection-entry.astro renders an entry of each collection it serves (those whose
// declaration in content/collections.ts names it): the template, its props and the page's head.
// Run at build time only. A template with islands of its own (articles, careers pages) has a route
// module of its own instead, as Astro needs an island's component imported where it is placed.
import type { ComponentType } from 'react'
import type { PageMeta } from '#app/lib/seo.ts'
import { articleJsonLd, jobPostingJsonLd } from '#app/lib/structured-data.ts'
import { CapabilityPage } from '#app/templates/capability-page.tsx'
import { CaseStudyPage } from '#app/templates/case-study-page.tsx'
import { IndustryPage } from '#app/templates/industry-page.tsx'
import { InsightPage } from '#app/templates/insight-page.tsx'
import { JobPage } from '#app/templates/job-page.tsx'
import { signupWords } from '#app/components/layout/newsletter-form.tsx'
import { LandingPage, type ShownBlock } from '#app/templates/landing-page.tsx'
import { LegalPage } from '#app/templates/legal-page.tsx'
import { NewsletterIssuePage } from '#app/templates/newsletter-issue-page.tsx'
import { NoticePage } from '#app/templates/notice-page.tsx'
import { ServiceDetailPage } from '#app/templates/service-detail-page.tsx'
import {
  type CollectionName,
  collections,
  type EntryCollection,
  type EntryOf,
  urlFor,
} from '#content/collections.ts'
import type { Content } from '#content/content.ts'
import { singlePages } from '#content/pages.ts'
import type { Block, Card, Contact, NoticePage as Notice } from '#content/schemas.ts'

/**
 * An entry's page: its template with the template's props, and the page's head; the contact form's
 * words where the page holds the form (an island, which the route module places).
 */
export type EntryPage = {
  Template: ComponentType<object>
  props: object
  meta: PageMeta
  contactForm?: Contact['form']
}

const page = <P extends object>(
  Template: ComponentType<P>,
  props: P,
  meta: PageMeta,
  contactForm?: Contact['form'],
): EntryPage => ({ Template: Template as ComponentType<object>, props, meta, contactForm })

/** Where a block of the newest entries finds them, by the name it gives them, and the page of them all. */
const NEWEST: Record<
  Extract<Block, { kind: 'newest' }>['of'],
  { collection: CollectionName; listing: (content: Content) => string | undefined }
> = {
  insights: { collection: 'insights', listing: () => singlePages.insights.route },
  articles: { collection: 'articles', listing: () => collections.articles.index?.path },
  'case studies': { collection: 'caseStudies', listing: () => collections.caseStudies.index?.path },
  jobs: { collection: 'jobs', listing: (content) => content.jobSearchPaths()[0] },
  'newsletter issues': { collection: 'newsletters', listing: () => collections.newsletters.index?.path },
}

/** A landing page's blocks with the cards their pages make: each a page's words and picture. */
function shownBlocks(content: Content, blocks: Block[]): ShownBlock[] {
  const cardOf = (path: string, written: Partial<Card> = {}): Card => {
    const target = content.redirects[path] ?? path
    const { title, description, image } = content.getPageSummary(target)
    return { title, description, image, ...written, href: target }
  }
  return blocks.map((block) => {
    if (block.kind === 'cards') {
      const cards = block.cards.map(({ page: address, ...written }) =>
        address
          ? cardOf(address, written)
          : { title: written.title!, description: written.description!, image: written.image },
      )
      return { ...block, cards }
    }
    if (block.kind !== 'newest') return block
    const { collection: name, listing } = NEWEST[block.of]
    const { route, key } = collections[name]
    const entries = (content.entriesOf(name) as Record<string, unknown>[]).map((entry) => ({
      url: urlFor(route, String(entry[key])),
      date: String(entry.date ?? ''),
    }))
    // Newest first where they are dated; as the site lists them where not.
    const dated = entries.toSorted((a, b) => b.date.localeCompare(a.date))
    const all = listing(content)
    const { heading, kind } = block
    return {
      kind,
      heading,
      cards: dated.slice(0, block.count).map(({ url }) => cardOf(url)),
      all: all ? { label: `All ${block.of}`, href: all } : undefined,
    }
  })
}

/** A text cut to what a search result shows (160 characters), at a word. */
const summaryOf = (text: string) =>
  text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`

const notice = (entry: Notice) => page(NoticePage, { notice: entry }, { ...entry.seo, noindex: true })

/** How each collection's entry renders, from the content `content` it belongs to. */
function entryPagesOf(content: Content): {
  [C in EntryCollection]: (entry: EntryOf<C>, path: string) => EntryPage
} {
  const { site, labels, newsletterLinks, sectorAccent, getJobHeadings, getIndustryInsights } = content
  const { locale } = content.language
  return {
    industries: (industry, path) =>
      page(
        IndustryPage,
        { industry, insights: getIndustryInsights(path), labels: labels.industry, locale },
        { ...industry.seo, image: industry.hero.image },
      ),
    insights: (insight, path) =>
      page(
        InsightPage,
        { insight, words: labels.insight, locale },
        {
          ...insight.seo,
          image: insight.hero.image,
          type: 'article',
          jsonLd: articleJsonLd(site, {
            path,
            headline: insight.hero.title,
            description: insight.hero.subtitle,
            image: insight.hero.image,
            datePublished: insight.date,
            dateModified: insight.updated,
            author: insight.author,
          }),
        },
      ),
    capabilities: (capability) =>
      page(CapabilityPage, { capability }, { ...capability.seo, image: capability.hero.image }),
    caseStudies: (study) =>
      page(
        CaseStudyPage,
        { study, accent: sectorAccent(study.sector), labels: labels.caseStudy },
        { ...study.seo, image: study.image, type: 'article' },
      ),
    serviceDetails: (service) =>
      page(ServiceDetailPage, { service }, { ...service.seo, image: service.hero.image }),
    jobs: (job) => {
      const headings = getJobHeadings()
      return page(
        JobPage,
        { job, headings, labels: labels.job, locale },
        { ...job.seo, jsonLd: jobPostingJsonLd(site, job, headings) },
      )
    },
    legal: (legal) => page(LegalPage, { page: legal, updated: labels.legalUpdated, locale }, legal.seo),
    landingPages: (landing) =>
      page(
        LandingPage,
        {
          hero: landing.hero,
          blocks: shownBlocks(content, landing.blocks),
          signup: signupWords(labels.frame, content.language.code),
        },
        { ...landing.seo, image: landing.seo.image ?? landing.hero.image },
        landing.blocks.some((block) => block.kind === 'contact') ? content.getContact().form : undefined,
      ),
    newsletters: (issue) =>
      page(
        NewsletterIssuePage,
        {
          issue,
          locale,
          labels: labels.newsletterIssue,
          topics: issue.topics.map(
            (key) => newsletterLinks.topics.find((topic) => topic.key === key)?.label ?? key,
          ),
        },
        {
          title: issue.subject,
          description: summaryOf(`${issue.subject}: ${issue.intro.join(' ')}`),
          type: 'article',
        },
      ),
    // What became of a form or a mail link: kept out of search engines.
    newsletterNotices: notice,
    contactNotices: notice,
  }
}

/** The page of `entry`, an entry of `collection` in `content`, at `path`. */
export function entryPage(
  content: Content,
  collection: CollectionName,
  entry: unknown,
  path: string,
): EntryPage {
  const entryPages = entryPagesOf(content) as Partial<
    Record<CollectionName, (entry: unknown, path: string) => EntryPage>
  >
  const render = entryPages[collection]
  if (!render)
    throw new Error(`app/routes/collection-entry.astro does not render the ${collection} collection`)
  return render(entry, path)
}
