/**
 * Stand in for each reader's own links: a newsletter issue is rendered once per campaign, and each
 * reader's copy has these replaced (rendering 100,000 times would cost minutes of the server's time).
 */
export const READER_LINKS = {
  preferences: 'https://reader.invalid/preferences',
  unsubscribe: 'https://reader.invalid/unsubscribe',
} as const

/** One reader's copy: their own links in place of the stand-ins. */
export function forReader(
  rendered: { html: string; text: string },
  links: Record<keyof typeof READER_LINKS, string>,
) {
  const fill = (body: string) =>
    body
      .replaceAll(READER_LINKS.preferences, links.preferences)
      .replaceAll(READER_LINKS.unsubscribe, links.unsubscribe)
  return { html: fill(rendered.html), text: fill(rendered.text) }
}
