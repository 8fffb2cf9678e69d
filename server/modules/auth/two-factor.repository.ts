import type { Kysely, Transaction } from 'kysely'
import { TWO_FACTOR_REQUIRED_SETTING, type DB } from '#server/db/schema.ts'
import { teamSwitch } from '#server/db/team-settings.ts'

async function replaceCodes(trx: Transaction<DB>, adminId: string, codeHashes: string[]) {
  await trx.deleteFrom('adminRecoveryCodes').where('adminId', '=', adminId).execute()
  if (codeHashes.length > 0)
    await trx
      .insertInto('adminRecoveryCodes')
      .values(codeHashes.map((codeHash) => ({ adminId, codeHash })))
      .execute()
}

export function createTwoFactorRepository(db: Kysely<DB>) {
  const required = teamSwitch(db, TWO_FACTOR_REQUIRED_SETTING)
  return {
    /** Turns it on with a confirmed key (the step of the code that confirmed it spent) and new codes. */
    enable: (adminId: string, secret: string, step: number, enabledAt: string, codeHashes: string[]) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('adminUsers')
          .set({ twoFactorSecret: secret, twoFactorEnabledAt: enabledAt, twoFactorLastStep: step })
          .where('id', '=', adminId)
          .execute()
        await replaceCodes(trx, adminId, codeHashes)
      }),

    /** Turns it off; false when it was not on. */
    disable: (adminId: string) =>
      db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('adminUsers')
          .set({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null })
          .where('id', '=', adminId)
          .where('twoFactorEnabledAt', 'is not', null)
          .executeTakeFirst()
        await replaceCodes(trx, adminId, [])
        return result.numUpdatedRows > 0n
      }),

    replaceRecoveryCodes: (adminId: string, codeHashes: string[]) =>
      db.transaction().execute((trx) => replaceCodes(trx, adminId, codeHashes)),

    countRecoveryCodes: async (adminId: string) =>
      Number(
        (
          await db
            .selectFrom('adminRecoveryCodes')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('adminId', '=', adminId)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /**
     * Spends a time step: true only for a step later than the last one accepted, in one statement,
     * so a code is good once even when two sign-ins send it at the same moment.
     */
    claimStep: async (adminId: string, step: number) =>
      (
        await db
          .updateTable('adminUsers')
          .set({ twoFactorLastStep: step })
          .where('id', '=', adminId)
          .where('twoFactorEnabledAt', 'is not', null)
          .where((eb) => eb.or([eb('twoFactorLastStep', 'is', null), eb('twoFactorLastStep', '<', step)]))
          .executeTakeFirst()
      ).numUpdatedRows > 0n,

    /** Deleting the code's row is what spends it: of two uses at once, one finds it. */
    spendRecoveryCode: async (adminId: string, codeHash: string) =>
      (
        await db
          .deleteFrom('adminRecoveryCodes')
          .where('adminId', '=', adminId)
          .where('codeHash', '=', codeHash)
          .executeTakeFirst()
      ).numDeletedRows > 0n,

    isRequired: required.isOn,

    setRequired: required.set,
  }
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>
