import { randomUUID } from 'node:crypto'
import type {
  Campaign,
  CampaignEntry,
  CampaignFields,
  CampaignPreview,
  CampaignsResponse,
} from '#contract/campaigns.ts'
import type { NewsletterCampaignsTable } from '#server/db/schema.ts'
import { forReader } from '#server/email/reader-links.ts'
import type { OutgoingMail } from '#server/email/messages.ts'
import type { Clock } from '#server/lib/clock.ts'
import type { Events } from '#server/lib/events.ts'
import { ConflictError, InvalidFieldsError, NotFoundError } from '#server/lib/errors.ts'
import type { Acting, AuditEvent } from '#server/modules/audit/audit.service.ts'
import type { Job, Outcome, ScheduledWork } from '#server/modules/schedules/schedules.service.ts'
import type { MailQueue } from '#server/modules/outbox/mail-queue.ts'
import { contentIn, type Content } from '#content/content.ts'
import type { PageSummary } from '#server/site/page-summaries.ts'
import { slugOf, type ArchivePublisher } from './archive.ts'
import type { CampaignsRepository } from './campaigns.repository.ts'

/** Longer than a release's build may take (release-builder.ts): a `publishing` issue older than this was interrupted. */
const PUBLISH_TIMEOUT_MS = 15 * 60_000

/**
 * An issue in another language of the site, as kept with it (the `versions` column, by language):
 * its words, the pages it presents in that language where they are translated, and the mail as sent.
 */
type Version = IssueCopy & { html?: string; text?: string }
type Versions = Record<string, Version>
const versionsOf = (campaign: Pick<NewsletterCampaignsTable, 'versions'>) =>
  JSON.parse(campaign.versions) as Versions

/** What one copy of an issue is made of: the default language's (the row itself) or a version's. */
export type IssueCopy = { subject: string; intro: string; entries: CampaignEntry[] }

type Deps = {
  repo: CampaignsRepository
  mail: MailQueue
  /** The live release's content: the firm's name and the newsletter's topics as visitors see them. */
  content: () => Content
  /** The live site's public pages: what an issue may present. */
  pages: () => PageSummary[]
  publicUrl: string
  preferencesToken: (email: string) => string
  /** Null where the site is not served (development): issues then go without an archive page. */
  archive: ArchivePublisher | null
  /** Wakes the sender when an issue is due (campaign-sender.ts). */
  events: Pick<Events, 'emit'>
  /** The visits brought by links with these `utm_campaign` tags (server/modules/analytics/). */
  visitsBrought: (tags: string[]) => Promise<Map<string, { visitors: number; views: number }>>
  clock: Clock
  audit: { record(event: AuditEvent): Promise<unknown> }
  log: { warn(object: object, message: string): void }
}

/** Composing, checking and sending newsletter issues (decision 010). */
export function createCampaignsService(deps: Deps) {
  const { repo, mail, content, publicUrl, preferencesToken, clock, audit } = deps

  /** The live site in `language`; the default language's where the site no longer has it. */
  const contentOf = (language: string | null) => {
    const live = content()
    return language && live.site.languages.some(({ code }) => code === language)
      ? contentIn(live, language)
      : live
  }

  /** A reader's own links, to the pages in their language. */
  const readerLinks = (email: string, language: string | null) => {
    const token = preferencesToken(email)
    const pages = contentOf(language)
    return {
      preferences: `${publicUrl}${pages.localPath('/newsletter/preferences')}?token=${token}`,
      unsubscribe: `${publicUrl}${pages.localPath('/newsletter/unsubscribe')}?token=${token}`,
      oneClick: `${publicUrl}/api/newsletter/unsubscribe?token=${token}`,
    }
  }

  const topicLabels = (keys: string[], language: string | null) => {
    const topics = contentOf(language).newsletterLinks.topics
    return keys.map((key) => topics.find((topic) => topic.key === key)?.label ?? key)
  }

  /** The site's languages an issue may be written in besides the default. */
  const otherLanguages = () => content().site.languages.slice(1)

  /**
   * A page an issue presents, in `language`: its translation where it has one, else itself, saying
   * its own language (the mail names it beside the title).
   */
  function entryIn(entry: CampaignEntry, language: string, pages: Map<string, PageSummary>): CampaignEntry {
    const live = content()
    const translated = live.translationsOf(entry.path).find((page) => page.language.code === language)
    const page = translated && pages.get(translated.path)
    if (page) return { path: page.path, title: page.title, description: page.description }
    const own = live.site.languages.find(({ code }) => contentIn(live, code).hasPage(entry.path))
    const { path, title, description } = entry
    return own && own.code !== language
      ? { path, title, description, language: own.code }
      : { path, title, description }
  }

  /** The body's fields, checked against what exists now: its topics and its pages. */
  function checked(body: CampaignFields) {
    const fields: Record<string, string> = {}
    const known = content().newsletterLinks.topics.map((topic) => topic.key)
    const unknownTopic = body.topics.find((topic) => !known.includes(topic))
    if (unknownTopic) fields.topics = `There is no topic "${unknownTopic}".`
    const pages = new Map(deps.pages().map((page) => [page.path, page]))
    const entries: CampaignEntry[] = []
    body.entries.forEach((path, index) => {
      const page = pages.get(path)
      if (!page) fields[`entries.${index}`] = `${path} is not a public page of the site.`
      else entries.push(page)
    })
    const languages = otherLanguages().map(({ code }) => code)
    body.versions.forEach(({ language }, index) => {
      if (!languages.includes(language))
        fields[`versions.${index}.language`] = `The site has no other language "${language}".`
      else if (body.versions.findIndex((other) => other.language === language) !== index)
        fields[`versions.${index}.language`] = `The issue is written in "${language}" once already.`
    })
    if (Object.keys(fields).length > 0)
      throw new InvalidFieldsError('Please correct the fields marked below.', fields)
    const defaultLanguage = content().language.code
    return {
      subject: body.subject,
      intro: body.intro,
      topics: [...new Set(body.topics)],
      entries: entries.map((entry) => entryIn(entry, defaultLanguage, pages)),
      inArchive: body.inArchive ? 1 : 0,
      versions: JSON.stringify(
        Object.fromEntries(
          body.versions.map(({ language, subject, intro }) => [
            language,
            { subject, intro, entries: entries.map((entry) => entryIn(entry, language, pages)) },
          ]),
        ) satisfies Versions,
      ),
    }
  }

  async function found(id: string) {
    const campaign = await repo.find(id)
    if (!campaign) throw new NotFoundError('There is no such campaign.')
    return campaign
  }

  /** The issue's name in its links' `utm_campaign` tag: its archive page's, or its subject's. */
  const tagOf = (campaign: Pick<NewsletterCampaignsTable, 'archivePath' | 'subject'>) =>
    campaign.archivePath?.split('/').at(-1) ?? slugOf(campaign.subject)

  /** The issue's copy in `language`: a version's, or the default language's (null, or a language it is not written in). */
  function copyIn(
    campaign: NewsletterCampaignsTable,
    language: string | null,
  ): IssueCopy & { language: string | null } {
    const version = language ? versionsOf(campaign)[language] : undefined
    if (version) return { ...version, language }
    return {
      subject: campaign.subject,
      intro: campaign.intro,
      entries: JSON.parse(campaign.entries) as CampaignEntry[],
      language: null,
    }
  }

  /** The address of the archive page of an issue in `language` (null: the default), if it has one. */
  function archiveIn(archivePath: string, language: string | null) {
    const path = language
      ? content()
          .translationsOf(archivePath)
          .find((page) => page.language.code === language)?.path
      : archivePath
    return path ? `${publicUrl}${path}` : null
  }

  /**
   * The mail of one copy, for every reader of it, with its page in the archive: a version's own,
   * never the default language's passed off as its.
   */
  async function render(
    campaign: NewsletterCampaignsTable,
    archivePath: string | null,
    language: string | null,
  ) {
    // React Email is some 0.1 s of modules: loaded with the first issue rendered, not at every start.
    const { renderCampaignMail } = await import('#server/email/campaign-mail.ts')
    const copy = copyIn(campaign, language)
    const site = contentOf(copy.language)
    return renderCampaignMail({
      firm: site.site,
      language: site.language,
      subject: copy.subject,
      intro: copy.intro,
      entries: copy.entries,
      archiveUrl: archivePath && archiveIn(archivePath, copy.language),
      siteUrl: publicUrl,
      topicLabels: topicLabels(JSON.parse(campaign.topics) as string[], copy.language),
      campaign: tagOf({ ...campaign, archivePath }),
    })
  }

  /** One reader's copy of an issue rendered for everyone: their own links and unsubscribe header. */
  function readerCopy(
    subject: string,
    rendered: { html: string; text: string },
    email: string,
    language: string | null,
  ): OutgoingMail {
    const links = readerLinks(email, language)
    const firm = content().site
    return {
      to: { name: '', address: email },
      subject,
      ...forReader(rendered, links),
      headers: {
        // RFC 8058 one-click unsubscribe, and RFC 2919's list name, which filters and clients show.
        'List-Unsubscribe': `<${links.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'List-Id': `${firm.shortName} newsletter <newsletter.${new URL(publicUrl).hostname}>`,
      },
    }
  }

  async function itemsOf(rows: NewsletterCampaignsTable[]): Promise<Campaign[]> {
    const counts = await repo.counts(rows.map((row) => row.id))
    const sent = rows.flatMap((row) => (row.startedAt ? [{ id: row.id, startedAt: row.startedAt }] : []))
    const unsubscribed = await repo.unsubscribedSince(sent)
    const visits = await deps.visitsBrought(rows.filter((row) => row.startedAt).map(tagOf))
    return rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      intro: row.intro,
      entries: JSON.parse(row.entries) as CampaignEntry[],
      topics: JSON.parse(row.topics) as string[],
      inArchive: row.inArchive === 1,
      versions: Object.entries(versionsOf(row)).map(([language, { subject, intro }]) => ({
        language,
        subject,
        intro,
      })),
      source: row.source,
      status: row.status,
      error: row.error,
      archivePath: row.archivePath,
      createdAt: row.createdAt,
      startedAt: row.startedAt,
      finishedAt: row.finishedAt,
      counts: counts.get(row.id)!,
      unsubscribed: unsubscribed.get(row.id) ?? 0,
      visits: (row.startedAt && visits.get(tagOf(row))) || { visitors: 0, views: 0 },
    }))
  }

  /** The sends under way to their first mail, which the instance lets finish as it stops. */
  const starting = new Set<Promise<void>>()

  /** Puts the issue's page in the archive, then queues a row per reader and wakes the sender. */
  async function start(campaign: NewsletterCampaignsTable, acting: Acting | null) {
    try {
      const startedAt = clock().toISOString()
      const versions = versionsOf(campaign)
      const entries = JSON.parse(campaign.entries) as CampaignEntry[]
      const archivePath =
        deps.archive && campaign.inArchive === 1 && acting
          ? await deps.archive({
              subject: campaign.subject,
              intro: campaign.intro,
              entries,
              topics: JSON.parse(campaign.topics) as string[],
              date: startedAt.slice(0, 10),
              // A translation names the pages by their default addresses; the site leads each to its own.
              translations: Object.entries(versions).map(([language, version]) => ({
                folder: contentOf(language).folder.replace(/\/$/, ''),
                subject: version.subject,
                intro: version.intro,
                entries: version.entries.map((entry, i) => ({ ...entry, path: entries[i]!.path })),
              })),
              acting,
            })
          : null
      const rendered = await render(campaign, archivePath, null)
      for (const language of Object.keys(versions))
        Object.assign(versions[language]!, await render(campaign, archivePath, language))
      // The mail as sent, kept with the campaign: what every reader gets, whatever changes later.
      await repo.update(campaign.id, ['publishing'], {
        html: rendered.html,
        text: rendered.text,
        versions: JSON.stringify(versions),
        archivePath,
      })
      const queued = await repo.queueRecipients(
        campaign.id,
        JSON.parse(campaign.topics) as string[],
        Object.keys(versions),
        clock(),
      )
      await repo.update(campaign.id, ['publishing'], { status: 'sending', startedAt, updatedAt: startedAt })
      await audit.record({
        actor: acting?.actor ?? null,
        ip: acting?.ip ?? null,
        action: 'newsletter-sent',
        target: campaign.subject,
        detail: { campaignId: campaign.id, recipients: queued },
      })
      deps.events.emit('campaignQueued')
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      deps.log.warn({ err: error, campaignId: campaign.id }, 'newsletter not sent')
      await repo.update(campaign.id, ['publishing'], {
        status: 'draft',
        error: `The issue was not sent: ${reason}`,
        updatedAt: clock().toISOString(),
      })
    }
  }

  /** A draft issue whose send may start now: throws, in words, what stops it. */
  async function sendable(id: string) {
    const campaign = await found(id)
    if (campaign.status !== 'draft') throw new ConflictError('This issue is already being sent, or has been.')
    checked({
      ...campaign,
      entries: [],
      topics: JSON.parse(campaign.topics) as string[],
      inArchive: true,
      versions: Object.entries(versionsOf(campaign)).map(([language, version]) => ({ language, ...version })),
    })
    return campaign
  }

  const service = {
    /** A send set for a time (server/modules/schedules/): it is done once the send has begun. */
    scheduled: {
      async describe({ target: id }: Job) {
        const campaign = await repo.find(id)
        return campaign ? { title: `Newsletter: ${campaign.subject}`, url: null } : null
      },
      async check(job: Job) {
        await sendable(job.target)
        return job
      },
      async start({ target }: Job, acting: Acting) {
        await service.send(target, acting)
        return { releaseId: null, done: Promise.resolve<Outcome>({ live: true }) }
      },
      outcomeOf: async () => null,
    } satisfies ScheduledWork,

    /**
     * At start: an issue left `publishing` by an instance that stopped goes back to the drafts. With
     * one instance, every one; with several, those older than a build can take.
     */
    async init(onlyInstance: boolean) {
      const now = clock()
      await repo.interruptedBefore(onlyInstance ? now : new Date(now.getTime() - PUBLISH_TIMEOUT_MS), now)
    },

    async list(): Promise<CampaignsResponse> {
      const readers = await repo.readersByTopic()
      const readersIn = await repo.readersByLanguage()
      return {
        campaigns: await itemsOf(await repo.list()),
        topics: content().newsletterLinks.topics.map((topic) => ({
          key: topic.key,
          label: topic.label,
          readers: readers.get(topic.key) ?? 0,
        })),
        pages: deps.pages().map(({ path, title }) => ({ path, title })),
        defaultLanguage: { code: content().language.code, name: content().language.name },
        languages: otherLanguages().map(({ code, name }) => ({
          code,
          name,
          readers: readersIn.get(code) ?? 0,
        })),
      }
    },

    async get(id: string) {
      return (await itemsOf([await found(id)]))[0]!
    },

    async create(body: CampaignFields, acting: Acting) {
      const fields = checked(body)
      const at = clock().toISOString()
      const id = randomUUID()
      await repo.insert({
        id,
        subject: fields.subject,
        intro: fields.intro,
        entries: JSON.stringify(fields.entries),
        topics: JSON.stringify(fields.topics),
        inArchive: fields.inArchive,
        versions: fields.versions,
        status: 'draft',
        createdBy: acting.actor.email,
        createdAt: at,
        updatedAt: at,
      })
      return this.get(id)
    },

    async update(id: string, body: CampaignFields) {
      await found(id)
      const fields = checked(body)
      const changed = await repo.update(id, ['draft'], {
        subject: fields.subject,
        intro: fields.intro,
        entries: JSON.stringify(fields.entries),
        topics: JSON.stringify(fields.topics),
        inArchive: fields.inArchive,
        versions: fields.versions,
        error: null,
        updatedAt: clock().toISOString(),
      })
      if (!changed) throw new ConflictError('This issue has been sent: it can no longer be changed.')
      return this.get(id)
    },

    async remove(id: string) {
      await found(id)
      if (!(await repo.remove(id))) throw new ConflictError('This issue has been sent: it stays on record.')
      return { message: 'The draft is deleted.' }
    },

    /** The e-mail as a reader in `language` will get it (the member's own links in it). */
    async preview(id: string, email: string, language: string | null = null): Promise<CampaignPreview> {
      const campaign = await found(id)
      const copy = copyIn(campaign, language)
      // Sent: the mail as it went; a draft: as it would go now.
      const mail = campaign.html
        ? service.mailFor(campaign, email, copy.language)
        : readerCopy(copy.subject, await render(campaign, null, copy.language), email, copy.language)
      return { subject: mail.subject, html: mail.html, text: mail.text }
    },

    /** Sends the issue to the member alone, a copy in each language it is written in, through the outbox, marked as a test. */
    async testSend(id: string, acting: Acting) {
      const campaign = await found(id)
      const languages = [null, ...Object.keys(versionsOf(campaign))]
      const copies = await Promise.all(
        languages.map(async (language) =>
          readerCopy(
            copyIn(campaign, language).subject,
            await render(campaign, campaign.archivePath, language),
            acting.actor.email,
            language,
          ),
        ),
      )
      await mail.transaction(async (_trx, enqueue) => {
        for (const copy of copies)
          await enqueue('newsletter-test', { ...copy, subject: `[Test] ${copy.subject}` }, clock())
      })
      return {
        message:
          copies.length > 1
            ? `${copies.length} test copies, one in each language, are on their way to ${acting.actor.email}.`
            : `A test copy is on its way to ${acting.actor.email}.`,
      }
    },

    /**
     * Sends a draft to the readers of its topics, once. Its archive page is built first (the mail
     * links to it); the answer comes at once, with the campaign `publishing`.
     */
    async send(id: string, acting: Acting) {
      const campaign = await sendable(id)
      const started = await repo.update(id, ['draft'], {
        status: 'publishing',
        error: null,
        updatedAt: clock().toISOString(),
      })
      if (!started) throw new ConflictError('This issue is already being sent, or has been.')
      const begun: Promise<void> = start({ ...campaign, status: 'publishing' }, acting).finally(() =>
        starting.delete(begun),
      )
      starting.add(begun)
      return this.get(id)
    },

    /** Waits for the sends that are starting (their archive pages building): the instance stops after them. */
    settled: () => Promise.all(starting),

    /** The pages listed by the issues whose source starts with `prefix` (the job alerts sent so far). */
    async pathsSentBy(prefix: string) {
      const issues = await repo.withSourcePrefix(prefix)
      return issues.flatMap(({ entries }) => (JSON.parse(entries) as CampaignEntry[]).map(({ path }) => path))
    },

    /**
     * An issue the site composes itself (the weekly job alert), sent to the readers of `topics` once
     * for its `source`, however many instances ask, and again after a stop that cut it short before
     * it was queued. Its entries are given whole; it has no archive page. True once it is on its way.
     */
    async sendOnce({
      source,
      subject,
      intro,
      entries,
      topics,
      versions = {},
    }: IssueCopy & {
      source: string
      topics: string[]
      /** Its copies in the site's other languages, by language. */
      versions?: Record<string, IssueCopy>
    }) {
      const at = clock().toISOString()
      await repo.insertOnce({
        id: randomUUID(),
        subject,
        intro,
        entries: JSON.stringify(entries),
        topics: JSON.stringify(topics),
        versions: JSON.stringify(versions satisfies Versions),
        inArchive: 0,
        source,
        status: 'draft',
        createdBy: null,
        createdAt: at,
        updatedAt: at,
      })
      const campaign = await repo.findBySource(source)
      if (!campaign || campaign.status !== 'draft') return campaign !== undefined
      if (!(await repo.update(campaign.id, ['draft'], { status: 'publishing', updatedAt: at }))) return true
      const begun: Promise<void> = start({ ...campaign, status: 'publishing' }, null).finally(() =>
        starting.delete(begun),
      )
      starting.add(begun)
      return true
    },

    /**
     * Publish and send: a page just published goes, once, to the readers of `topics`, as an issue of
     * its own (its title, its description, a link to it). The page is its web version: no archive page.
     */
    async sendPage(path: string, topics: string[], acting: Acting) {
      const page = deps.pages().find((candidate) => candidate.path === path)
      if (!page)
        throw new InvalidFieldsError('Please correct the fields marked below.', {
          path: `${path} is not a public page of the site.`,
        })
      // In each language the page is translated into, its translation's words.
      const summaries = new Map(deps.pages().map((summary) => [summary.path, summary]))
      const versions = content()
        .translationsOf(path)
        .flatMap(({ language, path: translated }) => {
          const summary = summaries.get(translated)
          return summary && language.code !== content().language.code
            ? [
                {
                  language: language.code,
                  subject: summary.title,
                  intro: summary.description || summary.title,
                },
              ]
            : []
        })
      const fields = checked({
        subject: page.title,
        intro: page.description || page.title,
        entries: [path],
        topics,
        inArchive: false,
        versions,
      })
      const at = clock().toISOString()
      const id = randomUUID()
      const inserted = await repo.insertOnce({
        id,
        subject: fields.subject,
        intro: fields.intro,
        entries: JSON.stringify(fields.entries),
        topics: JSON.stringify(fields.topics),
        versions: fields.versions,
        inArchive: 0,
        source: `page:${path}`,
        status: 'draft',
        createdBy: acting.actor.email,
        createdAt: at,
        updatedAt: at,
      })
      if (!inserted) throw new ConflictError('This page has been sent to its readers already.')
      return this.send(id, acting)
    },

    async pause(id: string, acting: Acting) {
      const campaign = await found(id)
      if (!(await repo.update(id, ['sending'], { status: 'paused', updatedAt: clock().toISOString() })))
        throw new ConflictError('Only an issue being sent can be paused.')
      await audit.record({ ...acting, action: 'newsletter-paused', target: campaign.subject })
      return this.get(id)
    },

    async resume(id: string, acting: Acting) {
      const campaign = await found(id)
      if (!(await repo.update(id, ['paused'], { status: 'sending', updatedAt: clock().toISOString() })))
        throw new ConflictError('Only a paused issue can be resumed.')
      await audit.record({ ...acting, action: 'newsletter-resumed', target: campaign.subject })
      deps.events.emit('campaignQueued')
      return this.get(id)
    },

    /** The sender's view: a reader's copy of a campaign being sent, in their language, from the mail kept with it. */
    mailFor(campaign: NewsletterCampaignsTable, email: string, language: string | null) {
      const version = language ? versionsOf(campaign)[language] : undefined
      return version?.html
        ? readerCopy(version.subject, { html: version.html, text: version.text ?? '' }, email, language)
        : readerCopy(campaign.subject, { html: campaign.html ?? '', text: campaign.text ?? '' }, email, null)
    },
  }
  return service
}

export type CampaignsService = ReturnType<typeof createCampaignsService>
