import { createHash } from 'node:crypto'

/** The CSP sources that allow exactly the inline elements of one kind that a page holds, by hash. */
function inlineHashes(html: string, pattern: RegExp) {
  const hashes = [...html.matchAll(pattern)]
    .map(([, body]) => body ?? '')
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  return [...new Set(hashes)].join(' ')
}

/**
 * A strict CSP per page: the only inline scripts and styles allowed are the ones the build wrote
 * (the island loader, the page's critical CSS), by hash.
 */
export function contentSecurityPolicy(html: string, upgradeInsecure: boolean) {
  // Structured data (application/ld+json) is never run, so the CSP has no say over it.
  const scripts = inlineHashes(
    html,
    /<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
  )
  const styles = inlineHashes(html, /<style[^>]*>([\s\S]*?)<\/style>/g)
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts}`.trim(),
    `style-src 'self' ${styles}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    ...(upgradeInsecure ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}
