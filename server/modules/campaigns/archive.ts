import { entryRef } from '#content/files.ts'
import type { ContentService } from '#server/modules/content/content.service.ts'
import type { Acting } from '#server/modules/audit/audit.service.ts'
import type { CampaignEntry } from '#contract/campaigns.ts'

/** Publishes an issue's page in the public archive and answers its address once it is live. */
export type ArchivePublisher = (issue: {
  subject: string
  intro: string
  entries: CampaignEntry[]
  topics: string[]
  date: string
  acting: Acting
}) => Promise<string>

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
  return async ({ subject, intro, entries, topics, date, acting }) => {
    const base = `${date}-${slugOf(subject)}`
    let slug = base
    for (let n = 2; await content.exists(entryRef('newsletters', slug)); n++) slug = `${base}-${n}`
    const paragraphs = intro.split(/\n\s*\n/).map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    const file = await content.publishWritten(
      entryRef('newsletters', slug),
      { subject, date, intro: paragraphs.filter(Boolean), entries, topics },
      acting,
    )
    if (file.kind !== 'entry') throw new Error(`${file.ref} is not an entry of the archive`)
    return file.path
  }
}
