// schema.org nodes (JSON-LD) for the pages that have a kind search engines know: the firm and its
// site, articles and insights, job postings, and every page's breadcrumbs. Each node leaves out its
// @context: the page's head puts the nodes of a page together under one (app/lib/seo.ts).
import { rasterLogo } from '#app/lib/icons.ts'
import { socialCardOf, withArtVariants } from '#app/lib/images.ts'
import type { Breadcrumb } from '#content/content.ts'
import { richTextPlain } from '#content/rich-text.ts'
import type { CareersJobsPage, Image, JobDetail, Site } from '#content/schemas.ts'

export type JsonLdNode = Record<string, unknown> & { '@type': string }

/** An absolute URL on the firm's public site. */
export const siteUrl = (site: Pick<Site, 'url'>, path: string) => new URL(path, site.url).href

type Identity = Pick<Site, 'name' | 'url' | 'logo' | 'contact' | 'socials'>

/** The firm where another node names it: as an article's publisher or a job's employer. */
const firmOf = (identity: Identity) => ({
  '@type': 'Organization',
  name: identity.name,
  url: identity.url,
  // A raster logo: the one search engines take (the SVG drawn as a PNG at build, app/lib/icons.ts).
  logo: siteUrl(identity, rasterLogo(identity.logo.src)),
})

/** The firm as schema.org sees it, with its profiles elsewhere (site.yaml's socials); on the home page. */
export const organizationJsonLd = (identity: Identity): JsonLdNode => ({
  ...firmOf(identity),
  email: identity.contact.email,
  telephone: identity.contact.phone,
  ...(identity.socials.length > 0 ? { sameAs: identity.socials.map((social) => social.url) } : {}),
})

/** The site itself, under the firm's name: the name search results show for it. */
export const websiteJsonLd = (identity: Pick<Identity, 'name' | 'url'>): JsonLdNode => ({
  '@type': 'WebSite',
  name: identity.name,
  url: identity.url,
})

/** A page's breadcrumbs. */
export const breadcrumbListJsonLd = (site: Pick<Site, 'url'>, trail: Breadcrumb[]): JsonLdNode => ({
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((step, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: step.name,
    item: siteUrl(site, step.path),
  })),
})

type ArticleFacts = {
  path: string
  headline: string
  description: string
  image: Image
  datePublished: string
  dateModified: string
  /** The writer, with the address of a page about them if the content gives one; the firm when no one person signs it. */
  author?: { name: string; role: string; url?: string }
}

/**
 * An article's images as search engines take them, raster and at least 1200 px wide: the social card
 * of drawn art (1200x630) and the art's own widest WebP, or a photo's WebP.
 */
const articleImages = (site: Identity, image: Image) => {
  const card = socialCardOf(image)
  return [...(card ? [card] : []), withArtVariants(image).src].map((path) => siteUrl(site, path))
}

/** An article or an insight, published by the firm `site`. */
export function articleJsonLd(site: Identity, article: ArticleFacts): JsonLdNode {
  const firm = firmOf(site)
  return {
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    image: articleImages(site, article.image),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: article.author
      ? {
          '@type': 'Person',
          name: article.author.name,
          jobTitle: article.author.role,
          ...(article.author.url ? { url: article.author.url } : {}),
          worksFor: firm,
        }
      : firm,
    publisher: firm,
    mainEntityOfPage: siteUrl(site, article.path),
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`

/** A job at the firm `site` as Google's job search reads it: the whole posting as HTML, where, what kind, what pay. */
export function jobPostingJsonLd(
  site: Identity,
  job: JobDetail,
  headings: CareersJobsPage['detailHeadings'],
): JsonLdNode {
  const { office, baseSalary } = job
  const description = [
    ...richTextPlain(job.about)
      .split('\n')
      .map((line) => `<p>${escapeHtml(line)}</p>`),
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
    hiringOrganization: { ...firmOf(site), sameAs: site.url },
    // Applications go by e-mail (howToApply), not through a form on the job's page.
    directApply: false,
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: office.street,
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
