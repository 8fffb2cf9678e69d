// What a Markdown body may hold. The build turns it into the page's HTML as it is, so anything that
// is HTML rather than Markdown would reach every visitor: a `<script>`, or a `<meta http-equiv=refresh`
// left unclosed, which sends them to another site (no CSP stops a refresh). Every HTML token the
// parser finds is refused, and links and images may only lead to this site, to an https: address, or
// to an e-mail address or phone number.
import { marked, type Token } from 'marked'

/**
 * A path of this site: "/" and what follows, with valid %-escapes; never "//" or "/\", which a
 * browser takes for another host.
 */
export function isSitePath(href: string) {
  if (!/^\/(?![/\\])[^\s\\]*$/.test(href)) return false
  try {
    decodeURI(href)
    return true
  } catch {
    return false
  }
}

/** A page of this site, a place on the page, an https: address, or an e-mail address or phone number. */
export const isAllowedAddress = (href: string) =>
  isSitePath(href) ||
  href.startsWith('#') ||
  /^https:\/\/[^\s/?#]+/i.test(href) ||
  /^mailto:[^\s@/]+@[^\s@/]+$/i.test(href) ||
  /^tel:\+?[\d\s().-]+$/i.test(href)

/** The problems of a body, in the editor's words; none for plain Markdown. */
export function markdownProblems(markdown: string): string[] {
  const problems: string[] = []
  marked.walkTokens(marked.lexer(markdown, { gfm: true }), (token: Token) => {
    if (token.type === 'html')
      problems.push(
        `write it in Markdown: HTML such as ${JSON.stringify(token.raw.trim().slice(0, 40))} is not allowed in a body`,
      )
    if ((token.type === 'link' || token.type === 'image') && !isAllowedAddress(token.href))
      problems.push(
        `${JSON.stringify(token.href)}: a link or image may only lead to a page of this site ("/…"), an https: address, or mailto: or tel:`,
      )
  })
  return problems
}
