import { PostgresAdapter, sql, type Insertable, type Kysely, type Updateable } from 'kysely'
import type { CampaignCounts } from '#contract/campaigns.ts'
import type { CampaignStatus, DB, NewsletterCampaignsTable, RecipientStatus } from '#server/db/schema.ts'

const NO_COUNTS: CampaignCounts = { queued: 0, sent: 0, bounced: 0, failed: 0, unknown: 0 }

export function createCampaignsRepository(db: Kysely<DB>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter

  return {
    insert(row: Insertable<NewsletterCampaignsTable>) {
      return db.insertInto('newsletterCampaigns').values(row).execute()
    },

    /** False when a campaign for the same `source` exists (a page is sent to its readers once). */
    async insertOnce(row: Insertable<NewsletterCampaignsTable>) {
      const result = await db
        .insertInto('newsletterCampaigns')
        .values(row)
        .onConflict((oc) => oc.column('source').doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
    },

    /** The entries of the campaigns whose source starts with `prefix` (ours: no `%` or `_` in it). */
    withSourcePrefix(prefix: string) {
      return db
        .selectFrom('newsletterCampaigns')
        .select('entries')
        .where('source', 'like', `${prefix}%`)
        .execute()
    },

    findBySource(source: string) {
      return db.selectFrom('newsletterCampaigns').selectAll().where('source', '=', source).executeTakeFirst()
    },

    find(id: string) {
      return db.selectFrom('newsletterCampaigns').selectAll().where('id', '=', id).executeTakeFirst()
    },

    list() {
      return db.selectFrom('newsletterCampaigns').selectAll().orderBy('createdAt', 'desc').execute()
    },

    /** The campaigns whose mail is going out now. */
    sending() {
      return db.selectFrom('newsletterCampaigns').selectAll().where('status', '=', 'sending').execute()
    },

    /** Changes a campaign only while it is in one of the states `from`: false when it was not. */
    async update(id: string, from: CampaignStatus[], changes: Updateable<NewsletterCampaignsTable>) {
      const result = await db
        .updateTable('newsletterCampaigns')
        .set(changes)
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    /** Issues whose send stopped while their archive page was being built: back to drafts. */
    async interruptedBefore(before: Date, now: Date) {
      const result = await db
        .updateTable('newsletterCampaigns')
        .set({
          status: 'draft',
          error: 'The send was interrupted (the site restarted) before any mail went out. Send it again.',
          updatedAt: now.toISOString(),
        })
        .where('status', '=', 'publishing')
        .where('updatedAt', '<', before.toISOString())
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },

    async remove(id: string) {
      const result = await db
        .deleteFrom('newsletterCampaigns')
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .executeTakeFirst()
      return result.numDeletedRows === 1n
    },

    /** How many confirmed readers each topic has now. */
    async readersByTopic() {
      const rows = await db
        .selectFrom('newsletterSubscribers')
        .select((eb) => ['topic', eb.fn.countAll<number>().as('readers')])
        .where('status', '=', 'confirmed')
        .groupBy('topic')
        .execute()
      return new Map(rows.map((row) => [row.topic, Number(row.readers)]))
    },

    /** How many confirmed readers signed up in each language (null: before the site had languages). */
    async readersByLanguage() {
      const rows = await db
        .selectFrom('newsletterSubscribers')
        .select((eb) => ['language', eb.fn.count<number>('email').distinct().as('readers')])
        .where('status', '=', 'confirmed')
        .groupBy('language')
        .execute()
      return new Map(rows.map((row) => [row.language, Number(row.readers)]))
    },

    /**
     * A row for every address confirmed for one of `topics`, once per address however many of the
     * topics it chose, with the version it gets: its language where it is one of `languages` (the
     * issue's versions), else null, the default language's. In one statement, so 100,000 readers are
     * queued in a moment.
     */
    async queueRecipients(campaignId: string, topics: string[], languages: string[], now: Date) {
      // An address's rows share its language (the latest it confirmed in: newsletter.service.ts).
      const language =
        languages.length > 0
          ? sql<string | null>`case when max(language) in (${sql.join(languages)}) then max(language) end`
          : sql<string | null>`cast(null as text)`
      const result = await db
        .insertInto('newsletterCampaignRecipients')
        .columns(['campaignId', 'email', 'status', 'attempts', 'nextAttemptAt', 'language'])
        .expression((eb) =>
          eb
            .selectFrom('newsletterSubscribers')
            .select([
              sql<string>`cast(${campaignId} as text)`.as('campaignId'),
              'email',
              sql<string>`cast(${'queued'} as text)`.as('status'),
              sql<number>`0`.as('attempts'),
              sql<string>`cast(${now.toISOString()} as text)`.as('nextAttemptAt'),
              language.as('language'),
            ])
            .where('status', '=', 'confirmed')
            .where('topic', 'in', topics)
            .groupBy('email'),
        )
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst()
      // The planner's figures still describe the table before these rows: without fresh ones it
      // picks slow plans for the claims until autovacuum comes round (minutes, for 100,000 rows).
      if (postgres) await sql`analyze newsletter_campaign_recipients`.execute(db)
      return Number(result.numInsertedOrUpdatedRows ?? 0)
    },

    /**
     * Takes up to `limit` rows that are due for this instance alone: on PostgreSQL, rows another
     * instance is taking at the same moment are skipped (SKIP LOCKED), never shared.
     */
    claim(campaignId: string, limit: number, now: Date, leaseUntil: Date) {
      return (
        db
          // Chosen once, in a CTE of its own: as a plain `IN (subquery)`, PostgreSQL may run the
          // subquery again and take more than `limit` rows.
          .with(
            (cte) => cte('picked').materialized(),
            (query) =>
              query
                .selectFrom('newsletterCampaignRecipients')
                .select('email')
                .where('campaignId', '=', campaignId)
                .where('status', '=', 'queued')
                .where('nextAttemptAt', '<=', now.toISOString())
                // The index's own order: a claim reads only the rows it takes, however long the queue.
                .orderBy('nextAttemptAt')
                .limit(limit)
                .$if(postgres, (picked) => picked.forUpdate().skipLocked()),
          )
          .updateTable('newsletterCampaignRecipients')
          .set({ status: 'claimed', leaseUntil: leaseUntil.toISOString() })
          .where('campaignId', '=', campaignId)
          .where('status', '=', 'queued')
          .where('email', 'in', (eb) => eb.selectFrom('picked').select('email'))
          .returning(['email', 'attempts', 'language'])
          .execute()
      )
    },

    /** Just before a row's mail begins: from here on, a crash leaves its fate unknown. False when it is no longer ours. */
    async begin(campaignId: string, email: string) {
      const result = await db
        .updateTable('newsletterCampaignRecipients')
        .set({ status: 'sending' })
        .where('campaignId', '=', campaignId)
        .where('email', '=', email)
        .where('status', '=', 'claimed')
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    /** What became of one row; only a row being sent (or whose fate was unknown) changes. */
    settle(
      campaignId: string,
      email: string,
      changes: { status: RecipientStatus; error?: string; nextAttemptAt?: Date; sentAt?: Date },
    ) {
      return db
        .updateTable('newsletterCampaignRecipients')
        .set((eb) => ({
          status: changes.status,
          attempts: eb('attempts', '+', 1),
          leaseUntil: null,
          lastError: changes.error?.slice(0, 500) ?? null,
          ...(changes.nextAttemptAt ? { nextAttemptAt: changes.nextAttemptAt.toISOString() } : {}),
          ...(changes.sentAt ? { sentAt: changes.sentAt.toISOString() } : {}),
        }))
        .where('campaignId', '=', campaignId)
        .where('email', '=', email)
        .where('status', 'in', ['sending', 'unknown'])
        .execute()
    },

    /**
     * Rows of an instance that stopped: those it had taken but not begun go back to the queue; those
     * whose mail had begun become `unknown` (the mail server may have them), never to be sent again.
     * `before` null: every such row (the one instance there is has just started).
     */
    async releaseAbandoned(before: Date | null) {
      const expired = (status: 'claimed' | 'sending') =>
        db
          .updateTable('newsletterCampaignRecipients')
          .where('status', '=', status)
          .$if(before !== null, (query) => query.where('leaseUntil', '<', before!.toISOString()))
      await expired('claimed').set({ status: 'queued', leaseUntil: null }).execute()
      const result = await expired('sending').set({ status: 'unknown', leaseUntil: null }).executeTakeFirst()
      return Number(result.numUpdatedRows)
    },

    /** Puts back the rows this instance took and did not begin (a pause, a stop). */
    async releaseClaimed(campaignId: string, emails: string[]) {
      if (emails.length === 0) return
      await db
        .updateTable('newsletterCampaignRecipients')
        .set({ status: 'queued', leaseUntil: null })
        .where('campaignId', '=', campaignId)
        .where('status', '=', 'claimed')
        .where('email', 'in', emails)
        .execute()
    },

    /** Marks a campaign sent once no row waits or is being sent. */
    async finishIfDone(campaignId: string, now: Date) {
      const open = await db
        .selectFrom('newsletterCampaignRecipients')
        .select('email')
        .where('campaignId', '=', campaignId)
        .where('status', 'in', ['queued', 'claimed', 'sending'])
        .limit(1)
        .executeTakeFirst()
      if (open) return false
      return this.update(campaignId, ['sending'], { status: 'sent', finishedAt: now.toISOString() })
    },

    /** When the next queued row of a campaign is due (a retry waits for its time). */
    async nextDue(campaignId: string) {
      const row = await db
        .selectFrom('newsletterCampaignRecipients')
        .select((eb) => eb.fn.min('nextAttemptAt').as('due'))
        .where('campaignId', '=', campaignId)
        .where('status', '=', 'queued')
        .executeTakeFirst()
      return row?.due ? new Date(row.due) : null
    },

    /** Each campaign's rows by what became of them; rows taken or being sent count as queued. */
    async counts(campaignIds: string[]) {
      const counts = new Map(campaignIds.map((id) => [id, { ...NO_COUNTS }]))
      if (campaignIds.length === 0) return counts
      const rows = await db
        .selectFrom('newsletterCampaignRecipients')
        .select((eb) => ['campaignId', 'status', eb.fn.countAll<number>().as('count')])
        .where('campaignId', 'in', campaignIds)
        .groupBy(['campaignId', 'status'])
        .execute()
      for (const row of rows) {
        const of = counts.get(row.campaignId)!
        const key = row.status === 'claimed' || row.status === 'sending' ? 'queued' : row.status
        of[key] += Number(row.count)
      }
      return counts
    },

    /** How many readers of each sent campaign have unsubscribed since it started. */
    async unsubscribedSince(sent: { id: string; startedAt: string }[]) {
      const counts = new Map<string, number>()
      for (const { id, startedAt } of sent) {
        const row = await db
          .selectFrom('newsletterCampaignRecipients as recipient')
          .innerJoin('newsletterSubscribers as reader', 'reader.email', 'recipient.email')
          .select((eb) => eb.fn.count<number>('recipient.email').distinct().as('count'))
          .where('recipient.campaignId', '=', id)
          .where('reader.status', '=', 'unsubscribed')
          .where('reader.unsubscribedAt', '>=', startedAt)
          .executeTakeFirst()
        counts.set(id, Number(row?.count ?? 0))
      }
      return counts
    },
  }
}

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>
