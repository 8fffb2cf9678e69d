import { sql, type Kysely } from 'kysely'

// The inbox keeps a conversation: a message, then every reply sent to it in order (each with its
// e-mail's delivery state), rather than one reply at most; and a message can be archived out of the
// way and brought back.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('contact_replies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.notNull().references('contact_messages.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    // The reply's e-mail in the outbox, for its delivery state.
    .addColumn('mail_id', 'text', (c) => c.notNull())
    .addColumn('author_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('contact_replies_message')
    .on('contact_replies')
    .columns(['message_id', 'created_at'])
    .execute()
  // The one reply each message could have had so far.
  await sql`insert into contact_replies (id, message_id, text, mail_id, author_email, created_at)
    select id || '-1', id, admin_reply, reply_mail_id, null, replied_at from contact_messages
    where admin_reply is not null and reply_mail_id is not null and replied_at is not null`.execute(db)
  await db.schema.alterTable('contact_messages').dropColumn('admin_reply').execute()
  await db.schema.alterTable('contact_messages').dropColumn('reply_mail_id').execute()
  // When it was put out of the way; null while it is in the inbox.
  await db.schema.alterTable('contact_messages').addColumn('archived_at', 'text').execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('contact_messages').dropColumn('archived_at').execute()
  await db.schema.alterTable('contact_messages').addColumn('admin_reply', 'text').execute()
  await db.schema.alterTable('contact_messages').addColumn('reply_mail_id', 'text').execute()
  await sql`update contact_messages set
    admin_reply = (select text from contact_replies r where r.message_id = contact_messages.id order by created_at limit 1),
    reply_mail_id = (select mail_id from contact_replies r where r.message_id = contact_messages.id order by created_at limit 1)`.execute(
    db,
  )
  await db.schema.dropTable('contact_replies').execute()
}
