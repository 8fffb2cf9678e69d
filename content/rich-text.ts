// Formatted text: every long text of the site (an article's body, a section's text, an introduction)
// is Markdown of one safe subset, which the content editor's rich-text editor writes and reads back
// unchanged (app/components/admin/content/rich-text-markdown.ts) and the pages render as elements
// (app/components/sections/rich-text.tsx): paragraphs, bold, italic, links, bulleted and numbered
// lists, quotes, and where the text allows them headings of given levels, pictures from the media
// library and tables. Anything else (HTML, code, a dividing line) is refused here, in the editor's
// words, and shown as plain words should a file hold it anyway.
import { decodeHTMLStrict } from 'entities'
import { Marked, type MarkedToken, type Token, type Tokens } from 'marked'
import { isAllowedAddress, isLibraryPicture } from './addresses.ts'
import { richTextBoundsProblem } from './rich-text-bounds.ts'

/** What a text may hold beyond paragraphs, emphasis, links, lists and quotes. */
export type RichTextRules = {
  /** The heading levels it may use: none where it sits under a heading of its own alone. */
  headings: readonly (2 | 3 | 4)[]
  /** Pictures from the media library, each with its alt text. */
  pictures: boolean
  tables: boolean
}

/**
 * A picture's size, kept as its Markdown title (`![alt](/images/uploads/x.jpg "1200x800")`): the
 * page gives the <img> its width and height, so nothing moves as it loads, and makes its variants.
 */
export const PICTURE_SIZE = /^(\d{1,5})x(\d{1,5})$/

/**
 * The site's Markdown: GitHub's (for tables), without its links made of bare addresses, so that an
 * address written as words stays words, in the editor as on the page.
 */
export const createSiteMarked = () =>
  new Marked({
    gfm: true,
    tokenizer: {
      url: () => undefined,
    },
  })

/** The pages' and the checks' parser (the editor's has one of its own: it adds to the one it is given). */
export const siteMarked = createSiteMarked()

/** The parts of a text, as the pages and the checks read it. */
export const richTextTokens = (text: string): Token[] => siteMarked.lexer(text)

/** Every token of a text, the ones inside others (a list's items, a table's cells) included. */
export function walkRichText(tokens: Token[], visit: (token: MarkedToken) => void) {
  for (const token of tokens as MarkedToken[]) {
    visit(token)
    if (token.type === 'list') walkRichText(token.items, visit)
    else if (token.type === 'table')
      for (const cell of [...token.header, ...token.rows.flat()]) walkRichText(cell.tokens, visit)
    if ('tokens' in token && token.tokens) walkRichText(token.tokens, visit)
  }
}

/**
 * A token's words as a page shows them. The lexer leaves a named character reference (`&lt;`,
 * `&amp;`) as written and reads a numeric one (`&#42;`) as its character, except `&#38;`, which it
 * leaves as `&amp;`: each text is decoded here once, so `&lt;` shows as "<", and a reference
 * written as words (`&amp;lt;`, `\&lt;`) shows as those words. An escaped mark (`\*`) is itself.
 */
export const wordsOf = (token: { type: string; text: string }) =>
  token.type === 'escape' ? token.text : decodeHTMLStrict(token.text)

/** The words of inline tokens, their marks and pictures dropped. */
export const inlineWords = (tokens: Token[]): string =>
  (tokens as MarkedToken[])
    .map((token) =>
      token.type === 'image'
        ? ''
        : 'tokens' in token && token.tokens
          ? inlineWords(token.tokens)
          : 'text' in token
            ? wordsOf(token)
            : '',
    )
    .join('')

/**
 * A picture's alt text as its page gives it: as written in the label, its escapes (`\<`) and
 * character references (`&#42;`, which the editor writes for a mark's character) read once.
 */
export const altOf = (image: Tokens.Image) => inlineWords(image.tokens ?? [])

const ADDRESS_RULE = 'a link may lead to a page of this site ("/…"), an https: address, or mailto: or tel:'

/** What a text holds that its page cannot show, in the editor's words; none for good text. */
export function richTextProblems(text: string, rules: RichTextRules): string[] {
  const beyond = richTextBoundsProblem(text)
  if (beyond) return [beyond]
  const problems = new Set<string>()
  let htmlSeen = false
  const tokens = richTextTokens(text)
  walkRichText(tokens, (token) => {
    switch (token.type) {
      case 'html':
        // Named once, by its first tag: "<b>", not "<b>" and then "</b>".
        if (!htmlSeen)
          problems.add(
            `HTML such as ${JSON.stringify(token.raw.trim().slice(0, 40))} cannot go in a text: use the editor's buttons for bold, italic and links`,
          )
        htmlSeen = true
        break
      case 'heading':
        if (!rules.headings.includes(token.depth as 2))
          problems.add(
            rules.headings.length === 0
              ? 'a heading cannot go in this text: it sits under a heading of its own'
              : `a heading here is of level ${rules.headings.join(' or ')}, not ${token.depth}`,
          )
        break
      case 'code':
      case 'codespan':
        problems.add('code cannot go in a text: write it as words (take away the ` marks or the indent)')
        break
      case 'hr':
        problems.add('a dividing line (---) cannot go in a text: start a new heading or paragraph instead')
        break
      case 'del':
        problems.add('struck-through words (~~…~~) cannot go in a text')
        break
      case 'list_item':
        if (token.task) problems.add('a checkbox ([ ] or [x]) cannot go in a list of the site')
        break
      case 'table':
        if (!rules.tables) problems.add('a table cannot go in this text: it fits an article or a legal page')
        break
      case 'image':
        for (const problem of pictureProblems(token, rules)) problems.add(problem)
        break
      case 'link':
        if (!isAllowedAddress(token.href))
          problems.add(`${JSON.stringify(token.href)} cannot be a link's address: ${ADDRESS_RULE}`)
        break
    }
  })
  if (listDepth(tokens) > LIST_DEPTH_AT_MOST)
    problems.add('a list goes one level into another at most: move the innermost items out a level')
  return [...problems]
}

/** How deep lists go: a list, and a list in one of its items. */
export const LIST_DEPTH_AT_MOST = 2

/** How deep the lists of `tokens` go: 1 for a list, 2 for a list in one of its items. */
function listDepth(tokens: Token[]): number {
  return Math.max(
    0,
    ...(tokens as MarkedToken[]).map((token) =>
      token.type === 'list'
        ? 1 + Math.max(0, ...token.items.map((item) => listDepth(item.tokens)))
        : token.type === 'blockquote'
          ? listDepth(token.tokens)
          : 0,
    ),
  )
}

function pictureProblems(image: Tokens.Image, rules: RichTextRules): string[] {
  if (!rules.pictures)
    return ['a picture cannot go in this text: give the page or section a picture of its own']
  const problems: string[] = []
  if (!isLibraryPicture(image.href))
    problems.push(`${JSON.stringify(image.href)}: a picture in a text comes from the media library`)
  if (altOf(image).trim() === '')
    problems.push('a picture in a text says what it shows, for those who cannot see it: give it alt text')
  if (!PICTURE_SIZE.test(image.title ?? ''))
    problems.push(
      `${JSON.stringify(image.href)}: the picture's size is missing: pick it again from the media library`,
    )
  return problems
}

/** A picture of a text, with its size, or null for one the checks refuse. */
export function pictureOf(image: Tokens.Image) {
  const size = PICTURE_SIZE.exec(image.title ?? '')
  if (!size || !isLibraryPicture(image.href)) return null
  return { src: image.href, alt: altOf(image), width: Number(size[1]), height: Number(size[2]) }
}

/** A text's words without their marks, a line for each block, for places that take plain text. */
export function richTextPlain(text: string): string {
  const lines: string[] = []
  const words = inlineWords
  const blocks = (tokens: Token[]) => {
    for (const token of tokens as MarkedToken[]) {
      if (token.type === 'list') for (const item of token.items) blocks(item.tokens)
      else if (token.type === 'blockquote') blocks(token.tokens)
      else if (token.type === 'table')
        for (const row of [token.header, ...token.rows])
          lines.push(row.map((cell) => words(cell.tokens)).join(' '))
      else if ('tokens' in token && token.tokens) lines.push(words(token.tokens))
      else if ('text' in token) lines.push(wordsOf(token))
    }
  }
  blocks(richTextTokens(text))
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
}

/**
 * A text kept as a list of paragraphs (the files and stored versions from before texts were
 * formatted) as one text of the same paragraphs: each kept one paragraph, its line breaks as
 * spaces (which a page shows alike), and a start Markdown would read as a list, a heading or a
 * quote ("1. ", "# ", "> ") escaped, so every word shows as it did.
 */
export function paragraphsToRichText(paragraphs: readonly string[]): string {
  return paragraphs
    .map((paragraph) => {
      const line = paragraph.replace(/\s*\n\s*/g, ' ').trim()
      const [first, ...rest] = richTextTokens(line)
      if (rest.length === 0 && first?.type === 'paragraph') return line
      // The mark that starts the block: the first character after any digits ("-", "#", "1.").
      return line.replace(/^(\d*)([^\s\d])/, '$1\\$2')
    })
    .join('\n\n')
}

/** A text in its old form, a list of paragraphs, as one text; any other value as it is. */
export const fromParagraphList = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')
    ? paragraphsToRichText(value)
    : value
