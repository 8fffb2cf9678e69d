import type { Kysely } from 'kysely'
import { newToken } from '#server/lib/tokens.ts'
import type { DB } from './schema.ts'

export function createAppSecretsRepository(db: Kysely<DB>) {
  return {
    /** The key the server signs with; the first instance to start makes it, the others read it. */
    signingKey: () => getOrCreate('signing', newToken),
    /** Names this site among others that share a database server (their live-notice channels). */
    siteId: () => getOrCreate('site-id', () => newToken().slice(0, 12)),
  }

  async function getOrCreate(name: string, create: () => string) {
    await db
      .insertInto('appSecrets')
      .values({ name, value: create(), createdAt: new Date().toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute()
    const row = await db
      .selectFrom('appSecrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
    return row.value
  }
}
