import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { createAppSecretsRepository } from '#server/db/app-secrets.repository.ts'
import type { DB } from '#server/db/schema.ts'
import { createSigner, hashToken } from '#server/lib/tokens.ts'

export type Reader = {
  email: string
  topics: string[]
  status?: 'confirmed' | 'pending' | 'unsubscribed'
  /** The language they signed up in (`fr`); none: before the site had languages. */
  language?: string
}

/** `count` confirmed readers of `topics`: reader0@example.com, reader1@example.com, … */
export const generatedReaders = (count: number, topics = ['insights']): Reader[] =>
  Array.from({ length: count }, (_, i) => ({ email: `reader${i}@example.com`, topics }))

/**
 * Readers as the sign-up and preferences pages would have left them: a row per topic, with the hash
 * of the preferences link the site's own key makes (so every link in their mail works).
 */
export async function addReaders(db: Kysely<DB>, readers: Reader[]) {
  const signer = createSigner(await createAppSecretsRepository(db).signingKey())
  const at = new Date().toISOString()
  const rows = readers.flatMap(({ email, topics, status = 'confirmed', language = null }) =>
    topics.map((topic) => ({
      id: randomUUID(),
      email,
      topic,
      status,
      unsubscribeTokenHash: hashToken(randomUUID()),
      preferencesTokenHash: hashToken(signer.tokenOf(`newsletter-preferences:${email}`)),
      consentSource: status === 'pending' ? null : 'double opt-in',
      createdAt: at,
      confirmedAt: status === 'pending' ? null : at,
      language,
    })),
  )
  for (let i = 0; i < rows.length; i += 2000) {
    await db
      .insertInto('newsletterSubscribers')
      .values(rows.slice(i, i + 2000))
      .execute()
  }
}
