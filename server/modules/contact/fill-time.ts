import type { Clock } from '#server/lib/clock.ts'
import type { Signer } from '#server/lib/tokens.ts'

/**
 * When the contact form was handed out, as the server says: the page is served with a signed,
 * timestamped token in it (`/api/form-token` gives one to pages the server did not serve, as in
 * development). A client cannot claim it opened the form earlier than it did.
 */
export function createFillTimeTokens({ signer, clock }: { signer: Signer; clock: Clock }) {
  return {
    issue: (at = clock()) => signer.sign(`form.${at.getTime()}`),
    /** How long ago the form was handed out, or null for a token we did not issue. */
    age(token: string | undefined) {
      const issuedAt = /^form\.(\d+)$/.exec(signer.verify(token) ?? '')?.[1]
      return issuedAt === undefined ? null : clock().getTime() - Number(issuedAt)
    },
  }
}

export type FillTimeTokens = ReturnType<typeof createFillTimeTokens>
