import type { Kysely } from 'kysely'

// A team instead of one account: roles, invitations, password resets, two-step sign-in, sessions a
// member can see and end, the audit log, and the settings an owner sets for the whole team.
export async function up(db: Kysely<unknown>) {
  // The accounts made so far were the site's one admin: they become its owners.
  await db.schema
    .alterTable('admin_users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
    .execute()
  await db.schema.alterTable('admin_users').addColumn('two_factor_secret', 'text').execute()
  await db.schema.alterTable('admin_users').addColumn('two_factor_enabled_at', 'text').execute()
  // The last time step a code was accepted for: a code is good once, even within its window.
  await db.schema.alterTable('admin_users').addColumn('two_factor_last_step', 'bigint').execute()

  // Sessions gain a public id (to list and end them), the device and the address. The table is made
  // anew: everyone signs in once more after this upgrade.
  await db.schema.dropTable('admin_sessions').execute()
  await db.schema
    .createTable('admin_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('admin_id', 'text', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('admin_sessions_by_admin').on('admin_sessions').column('admin_id').execute()

  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('admin_id', 'text', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('admin_recovery_codes_pk', ['admin_id', 'code_hash'])
    .execute()

  await db.schema
    .createTable('admin_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute()

  await db.schema
    .createTable('admin_password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()

  // Written once, never changed: no route updates or deletes a row; only retention removes old ones.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('detail', 'text')
    .addColumn('ip', 'text')
    .execute()
  await db.schema.createIndex('audit_log_newest').on('audit_log').columns(['at', 'id']).execute()

  await db.schema
    .createTable('team_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    'team_settings',
    'audit_log',
    'admin_password_resets',
    'admin_invitations',
    'admin_recovery_codes',
    'admin_sessions',
  ])
    await db.schema.dropTable(table).execute()
  await db.schema
    .createTable('admin_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  for (const column of ['role', 'two_factor_secret', 'two_factor_enabled_at', 'two_factor_last_step'])
    await db.schema.alterTable('admin_users').dropColumn(column).execute()
}
