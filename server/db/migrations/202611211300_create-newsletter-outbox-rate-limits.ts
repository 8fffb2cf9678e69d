import type { Kysely } from 'kysely'

// Migrations use only the schema builder, so they run unchanged on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('confirm_token_hash', 'text', (c) => c.unique())
    .addColumn('confirm_token_expires_at', 'text')
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('last_confirmation_sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .addUniqueConstraint('newsletter_subscribers_email_topic', ['email', 'topic'])
    .execute()

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute()
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute()

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('rate_limits').execute()
  await db.schema.dropTable('mail_outbox').execute()
  await db.schema.dropTable('newsletter_subscribers').execute()
}
