import { sql, type Kysely } from 'kysely'

// The newsletter sends (docs/decisions/010-newsletter-campaigns.md): topics a reader chooses, and
// campaigns, each a row per recipient that the sender works through.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('newsletter_subscribers')
    // The same for every row of one address: the hash of the link to its choices (a keyed hash of
    // the address, so each mail can carry it without a write per recipient).
    .addColumn('preferences_token_hash', 'text')
    .execute()
  await db.schema.alterTable('newsletter_subscribers').addColumn('consent_source', 'text').execute()
  await db.schema.alterTable('newsletter_subscribers').addColumn('bounced_at', 'text').execute()
  await db.schema.alterTable('newsletter_subscribers').addColumn('bounce_reason', 'text').execute()
  await db.schema
    .createIndex('newsletter_subscribers_preferences')
    .on('newsletter_subscribers')
    .column('preferences_token_hash')
    .execute()
  await db.schema
    .createIndex('newsletter_subscribers_topic_status')
    .on('newsletter_subscribers')
    .columns(['topic', 'status'])
    .execute()

  // The footer's sign-up promised "insights and event invitations": now two topics a reader can
  // choose apart. Who had said yes to both keeps both.
  // The copy's unsubscribe hash is one no token hashes to: its links are the preferences links.
  await sql`
    insert into newsletter_subscribers
      (id, email, topic, status, unsubscribe_token_hash, created_at, confirmed_at, unsubscribed_at)
    select 'events-' || id, email, 'events', status, 'none-' || unsubscribe_token_hash, created_at,
      confirmed_at, unsubscribed_at
    from newsletter_subscribers where topic = 'general'
    on conflict do nothing
  `.execute(db)
  await sql`update newsletter_subscribers set topic = 'insights' where topic = 'general'`.execute(db)
  await sql`
    update newsletter_subscribers set consent_source = 'double opt-in' where confirmed_at is not null
  `.execute(db)

  await db.schema
    .createTable('newsletter_campaigns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    // JSON: the pages of the site it presents, and the topics whose readers get it.
    .addColumn('entries', 'text', (c) => c.notNull())
    .addColumn('topics', 'text', (c) => c.notNull())
    // 1: the issue gets a page in the public archive before it is sent; 0: it goes by e-mail only.
    .addColumn('in_archive', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'text', (c) => c.notNull())
    // What it was sent for when it came with a publish (`content:<ref>`): each is sent once.
    .addColumn('source', 'text', (c) => c.unique())
    // The mail as sent, with a placeholder for each reader's own links; and its page in the archive.
    .addColumn('html', 'text')
    .addColumn('text', 'text')
    .addColumn('archive_path', 'text')
    .addColumn('error', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute()

  // One row per address: the primary key is what keeps anyone from getting one campaign twice.
  await db.schema
    .createTable('newsletter_campaign_recipients')
    .addColumn('campaign_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    // Set while one instance sends it: a row still `sending` after this has an unknown fate.
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addPrimaryKeyConstraint('newsletter_campaign_recipients_pk', ['campaign_id', 'email'])
    .execute()
  await db.schema
    .createIndex('newsletter_campaign_recipients_due')
    .on('newsletter_campaign_recipients')
    .columns(['campaign_id', 'status', 'next_attempt_at'])
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('newsletter_campaign_recipients').execute()
  await db.schema.dropTable('newsletter_campaigns').execute()
  await sql`delete from newsletter_subscribers where topic = 'events'`.execute(db)
  await sql`update newsletter_subscribers set topic = 'general' where topic = 'insights'`.execute(db)
  await db.schema.dropIndex('newsletter_subscribers_topic_status').execute()
  await db.schema.dropIndex('newsletter_subscribers_preferences').execute()
  for (const column of ['bounce_reason', 'bounced_at', 'consent_source', 'preferences_token_hash']) {
    await db.schema.alterTable('newsletter_subscribers').dropColumn(column).execute()
  }
}
