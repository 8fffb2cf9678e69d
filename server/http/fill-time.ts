import type { RateLimitRepository } from '#server/db/rate-limit.repository.ts'
import type { Clock } from '#server/lib/clock.ts'
import { newToken, type Signer } from '#server/lib/tokens.ts'

/**
 * When the contact form was handed out, as the server says: the page is served with a signed,
 * timestamped, single-use token in it (`/api/form-token` gives one to pages the server did not
 * serve, as in development). A client cannot claim it opened the form earlier than it did, nor send
 * twice on one token.
 */
export function createFillTimeTokens({
  signer,
  clock,
  limits,
}: {
  signer: Signer
  clock: Clock
  limits: RateLimitRepository
}) {
  const spentKey = (nonce: string) => `form-token:${nonce}`
  return {
    issue: (at = clock()) => signer.sign(`form.${at.getTime()}.${newToken()}`),
    /** How long ago the form was handed out and the token's own id, or null for a token we did not issue. */
    read(token: string | undefined) {
      const [, issuedAt, nonce] = /^form\.(\d+)\.([\w-]{43})$/.exec(signer.verify(token) ?? '') ?? []
      return issuedAt && nonce ? { ageMs: clock().getTime() - Number(issuedAt), nonce } : null
    },
    /** Marks a token used, for as long as it could be valid; false when it was used already. */
    async spend(nonce: string, validForMs: number) {
      return (await limits.hit(spentKey(nonce), validForMs)).current === 1
    },
    /** Gives a token back, when what it was spent on did not happen. */
    unspend: (nonce: string) => limits.reset(spentKey(nonce)),
  }
}

export type FillTimeTokens = ReturnType<typeof createFillTimeTokens>
