import { entryRef } from '#content/files.ts'
import type { ContentService } from '#server/modules/content/content.service.ts'
import type { Acting } from '#server/modules/audit/audit.service.ts'
import type { CampaignEntry } from '#contract/campaigns.ts'

/** An issue's words in one language: its subject, introduction and the pages it presents. */
type ArchivedCopy = { subject: string; intro: string; entries: CampaignEntry[] }

/**
 * Publishes an issue's page in the public archive, with a translation of it for each version the
 * issue is written in (`folder`: the language's folder of translations, `fr`), and answers the
 * page's address once they are live.
 */
export type ArchivePublisher = (
  issue: ArchivedCopy & {
    topics: string[]
    date: string
    translations: (ArchivedCopy & { folder: string })[]
    acting: Acting
  },
) => Promise<string>

/** `November: practical AI!` as `november-practical-ai`: what an issue's address is made of. */
export function slugOf(text: string) {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return slug || 'issue'
}

/**
 * An issue's page in the public archive (/newsletters/<date>-<subject>): written as a content file
 * and published as the editor publishes, so it is prerendered, in the sitemap and the search.
 */
export function createArchivePublisher(
  content: Pick<ContentService, 'publishWritten' | 'exists'>,
): ArchivePublisher {
  return async ({ subject, intro, entries, topics, date, translations, acting }) => {
    const base = `${date}-${slugOf(subject)}`
    let slug = base
    for (let n = 2; await content.exists(entryRef('newsletters', slug)); n++) slug = `${base}-${n}`
    const ref = entryRef('newsletters', slug)
    const fieldsOf = (copy: ArchivedCopy) => ({
      subject: copy.subject,
      date,
      intro: paragraphsOf(copy.intro),
      entries: copy.entries,
      topics,
    })
    const file = await content.publishWritten(
      [
        { ref, data: fieldsOf({ subject, intro, entries }) },
        ...translations.map((copy) => ({ ref: `${copy.folder}/${ref}`, data: fieldsOf(copy) })),
      ],
      acting,
    )
    if (file.kind !== 'entry') throw new Error(`${ref} is not an entry of the archive`)
    return file.path
  }
}

/** An introduction as the mail has it, a paragraph each, as the page shows it. */
const paragraphsOf = (intro: string) =>
  intro
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
