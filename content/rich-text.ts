// A paragraph of a page may carry emphasis and links, written as Markdown does: **bold**, *italic*,
// [words](/page). Nothing else: no HTML, no pictures, no headings (a paragraph is one line of the
// page's text). The page renders it as elements (app/components/sections/paragraphs.tsx), so
// whatever a text holds never reaches a visitor as markup.
import { Lexer, type Token } from 'marked'
import { isAllowedAddress } from './markdown-body.ts'

/** The parts of a paragraph: words, emphasis, links. */
export const richTextTokens = (text: string): Token[] => Lexer.lexInline(text)

const ADDRESS_RULE = 'a link may lead to a page of this site ("/…"), an https: address, or mailto: or tel:'

/** What a paragraph holds that the page cannot show, in the editor's words; none for good text. */
export function richTextProblems(text: string): string[] {
  const problems: string[] = []
  let htmlSeen = false
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      // HTML is named once, by its first tag: "<b>", not "<b>" and then "</b>".
      if (token.type === 'html' && !htmlSeen) {
        htmlSeen = true
        problems.push(
          `write **bold**, *italic* or [words](/page) instead of HTML such as ${JSON.stringify(token.raw.slice(0, 40))}`,
        )
      } else if (token.type === 'image')
        problems.push('a picture cannot go in a paragraph: give the page or section a picture of its own')
      else if (token.type === 'link' && !isAllowedAddress(token.href))
        problems.push(`${JSON.stringify(token.href)} cannot be a link's address: ${ADDRESS_RULE}`)
      if ('tokens' in token && token.tokens) walk(token.tokens)
    }
  }
  walk(richTextTokens(text))
  return problems
}

/** A paragraph's words without their marks, for places that take plain text (structured data). */
export function richTextPlain(text: string): string {
  const words = (tokens: Token[]): string =>
    tokens
      .map((token) =>
        'tokens' in token && token.tokens ? words(token.tokens) : 'text' in token ? token.text : '',
      )
      .join('')
  return words(richTextTokens(text))
}
