import type { Kysely } from 'kysely'

// The language a reader signed up in (the page's, `fr`): their mails are written in it. Null for the
// readers who signed up before the site had languages: the default language's.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('newsletter_subscribers').addColumn('language', 'text').execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('newsletter_subscribers').dropColumn('language').execute()
}
