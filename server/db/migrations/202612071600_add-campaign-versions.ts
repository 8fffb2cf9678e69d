import type { Kysely } from 'kysely'

// A campaign written in the site's other languages too: each version (JSON by language: its subject,
// introduction and pages, and the mail as sent) goes to the readers who signed up in that language,
// each reader's row saying which they get (null: the default language's).
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('newsletter_campaigns')
    .addColumn('versions', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute()
  await db.schema.alterTable('newsletter_campaign_recipients').addColumn('language', 'text').execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('newsletter_campaign_recipients').dropColumn('language').execute()
  await db.schema.alterTable('newsletter_campaigns').dropColumn('versions').execute()
}
