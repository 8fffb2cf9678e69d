import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'
import type { Clock } from '#server/lib/clock.ts'

// How long personal data is kept; the Privacy Policy (content/legal/privacy.md) promises these.
const DAY = 24 * 60 * 60 * 1000
export const RETENTION = {
  contactMessages: 730 * DAY,
  sentMail: 90 * DAY,
  unconfirmedSubscribers: 30 * DAY,
  unsubscribed: 30 * DAY,
}

/** Deletes what has been kept for as long as the Privacy Policy allows. */
export function createRetention(db: Kysely<DB>, clock: Clock) {
  const before = (ms: number) => new Date(clock().getTime() - ms).toISOString()
  return {
    async sweep() {
      const results = await Promise.all([
        db
          .deleteFrom('contactMessages')
          .where('createdAt', '<', before(RETENTION.contactMessages))
          .executeTakeFirst(),
        db
          .deleteFrom('mailOutbox')
          .where((eb) =>
            eb.or([
              eb.and([eb('status', '=', 'sent'), eb('sentAt', '<', before(RETENTION.sentMail))]),
              eb.and([eb('status', '=', 'failed'), eb('createdAt', '<', before(RETENTION.sentMail))]),
            ]),
          )
          .executeTakeFirst(),
        db
          .deleteFrom('newsletterSubscribers')
          .where((eb) =>
            eb.or([
              eb.and([
                eb('status', '=', 'pending'),
                eb('createdAt', '<', before(RETENTION.unconfirmedSubscribers)),
              ]),
              eb.and([
                eb('status', '=', 'unsubscribed'),
                eb('unsubscribedAt', '<', before(RETENTION.unsubscribed)),
              ]),
            ]),
          )
          .executeTakeFirst(),
      ])
      const [messages, mail, subscribers] = results.map((result) => Number(result.numDeletedRows))
      return { messages, mail, subscribers }
    },
  }
}
