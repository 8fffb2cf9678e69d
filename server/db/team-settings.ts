import type { Kysely } from 'kysely'
import type { DB } from './schema.ts'

/** A yes-or-no setting of the team (two-step sign-in required, review before publish), off until set. */
export function teamSwitch(db: Kysely<DB>, name: string) {
  return {
    isOn: async () =>
      (await db.selectFrom('teamSettings').select('value').where('name', '=', name).executeTakeFirst())
        ?.value === 'true',

    set: async (on: boolean) => {
      await db
        .insertInto('teamSettings')
        .values({ name, value: String(on) })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value: String(on) }))
        .execute()
    },
  }
}
