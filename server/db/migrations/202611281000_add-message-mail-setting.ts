import type { Kysely } from 'kysely'

// The members who read the inbox are mailed each new contact message, unless one turns it off on
// their account: when they did (null: they are mailed).
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('admin_users').addColumn('message_mail_off_at', 'text').execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('admin_users').dropColumn('message_mail_off_at').execute()
}
