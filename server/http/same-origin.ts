/**
 * Browsers send Origin on every cross-site POST and WebSocket handshake; a foreign one (another site,
 * or another port of this host) is refused before any token check. No Origin: not a cross-site browser
 * request.
 */
export function isSameOrigin(
  headers: { origin?: string; host?: string },
  publicUrl: string,
  protocol: string,
) {
  const { origin, host } = headers
  if (!origin) return true
  return origin === new URL(publicUrl).origin || origin === `${protocol}://${host ?? ''}`
}
