import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes, base64url: 43 characters, as #contract's TokenSchema expects. */
export const newToken = () => randomBytes(32).toString('base64url')

/** Tokens are stored only as this hash; a leaked table cannot be turned back into working links. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
