import { type Kysely, PostgresAdapter, sql } from 'kysely'

// On PostgreSQL, live notices travel between instances by LISTEN/NOTIFY (@socket.io/postgres-adapter);
// a payload over NOTIFY's size limit waits in this table for the other instances to read it.
export async function up(db: Kysely<unknown>) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
  await sql`
    create table if not exists socket_io_attachments (
      id bigserial unique,
      created_at timestamptz default now(),
      payload bytea
    )
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('socket_io_attachments').ifExists().execute()
}
