import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** 32 random bytes, base64url: 43 characters, as #contract's TokenSchema expects. */
export const newToken = () => randomBytes(32).toString('base64url')

/** Tokens are stored only as this hash; a leaked table cannot be turned back into working links. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Whether a text someone sent equals the expected one, in time that does not tell how much matched. */
export function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Signs and checks short texts with the server's key: `text.signature`, nothing secret inside. */
export function createSigner(key: string) {
  const signatureOf = (text: string) => createHmac('sha256', key).update(text).digest('base64url')
  return {
    /** A token that only this key makes from the text, and always the same (43 characters, as `newToken`). */
    tokenOf: (text: string) => signatureOf(text),
    sign: (text: string) => `${text}.${signatureOf(text)}`,
    /** The signed text, or null when the signature is not ours. */
    verify(signed: string | undefined) {
      const dot = signed?.lastIndexOf('.') ?? -1
      if (!signed || dot < 0) return null
      const text = signed.slice(0, dot)
      return sameSecret(signed.slice(dot + 1), signatureOf(text)) ? text : null
    },
  }
}

export type Signer = ReturnType<typeof createSigner>
