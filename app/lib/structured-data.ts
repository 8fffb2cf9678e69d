// schema.org nodes (JSON-LD) for the pages that have a kind search engines know: the firm, articles
// and insights, job postings, and every page's breadcrumbs. Each node leaves out its @context: the
// page's head puts the nodes of a page together under one (app/lib/seo.ts).
import type { Breadcrumb } from '#content/index.ts'
import type { Careers, Image, JobDetail } from '#content/schemas.ts'
import { site } from '#content/site.ts'

export type JsonLdNode = Record<string, unknown> & { '@type': string }

/** An absolute URL on the public site. */
export const siteUrl = (path: string) => new URL(path, site.url).href

/** The firm as schema.org sees it; shown on the home page. */
export const organizationJsonLd: JsonLdNode = {
  '@type': 'Organization',
  name: site.name,
  url: site.url,
  logo: siteUrl(site.logo.src),
  email: site.contact.email,
  telephone: site.contact.phone,
  sameAs: site.socials.map((social) => social.url),
}

/** The firm where another node names it: as an article's publisher or a job's employer. */
const firm = { '@type': 'Organization', name: site.name, url: site.url, logo: siteUrl(site.logo.src) }

/** A page's breadcrumbs. */
export const breadcrumbListJsonLd = (trail: Breadcrumb[]): JsonLdNode => ({
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((step, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: step.name,
    item: siteUrl(step.path),
  })),
})

type ArticleFacts = {
  path: string
  headline: string
  description: string
  image: Image
  datePublished: string
  dateModified: string
  /** The writer; the firm when no one person signs it. */
  author?: { name: string; role: string }
}

/** An article or an insight. */
export const articleJsonLd = (article: ArticleFacts): JsonLdNode => ({
  '@type': 'Article',
  headline: article.headline,
  description: article.description,
  image: [siteUrl(article.image.src)],
  datePublished: article.datePublished,
  dateModified: article.dateModified,
  author: article.author
    ? { '@type': 'Person', name: article.author.name, jobTitle: article.author.role }
    : firm,
  publisher: firm,
  mainEntityOfPage: siteUrl(article.path),
})

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`

/** A job as Google's job search reads it: the whole posting as HTML, where, what kind, what pay. */
export function jobPostingJsonLd(job: JobDetail, headings: Careers['jobs']['detailHeadings']): JsonLdNode {
  const { office, baseSalary } = job
  const description = [
    ...job.about.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<h2>${escapeHtml(headings.responsibilities)}</h2>${list(job.responsibilities)}`,
    `<h2>${escapeHtml(headings.requirements)}</h2>${list(job.requirements)}`,
    `<h2>${escapeHtml(headings.apply)}</h2><p>${escapeHtml(job.howToApply)}</p>`,
  ].join('')
  return {
    '@type': 'JobPosting',
    title: job.title,
    description,
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.id },
    datePosted: job.datePosted,
    validThrough: job.closingDate,
    employmentType: job.employmentType,
    hiringOrganization: { ...firm, sameAs: site.url },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(office.street ? { streetAddress: office.street } : {}),
        addressLocality: office.locality,
        ...(office.region ? { addressRegion: office.region } : {}),
        ...(office.postalCode ? { postalCode: office.postalCode } : {}),
        addressCountry: office.country,
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: baseSalary.currency,
      value: {
        '@type': 'QuantitativeValue',
        minValue: baseSalary.min,
        maxValue: baseSalary.max,
        unitText: baseSalary.unit,
      },
    },
  }
}
