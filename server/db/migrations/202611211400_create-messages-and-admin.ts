import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('admin_reply', 'text')
    .addColumn('reply_mail_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('replied_at', 'text')
    .execute()
  await db.schema
    .createIndex('contact_messages_newest')
    .on('contact_messages')
    .columns(['created_at', 'id'])
    .execute()

  await db.schema
    .createTable('admin_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('admin_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('admin_setup_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('admin_setup_tokens').execute()
  await db.schema.dropTable('admin_sessions').execute()
  await db.schema.dropTable('admin_users').execute()
  await db.schema.dropTable('contact_messages').execute()
}
