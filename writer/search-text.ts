// The text of a prerendered page as the search index keeps it.

// Inline elements sit inside a line of text: their tags go without a trace ("<b>Client</b>: Acme").
const INLINE =
  'a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var'
const inlineTag = new RegExp(`</?(?:${INLINE})\\b[^>]*>`, 'gi')
// Any other tag ends a block (a heading, a paragraph, a list item, a card): the blocks stay apart.
const BOUNDARY = ' · '

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" }

/** Plain text of an HTML fragment: inline tags dropped, blocks kept apart by " · ", entities decoded. */
export function searchText(html: string) {
  return (
    html
      .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/gi, ' ')
      // React parts neighbouring texts with an empty comment ("Client<!-- -->: <!-- -->Acme"): no block.
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(inlineTag, '')
      .replace(/<[^>]+>/g, BOUNDARY)
      .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name]!)
      .replace(/\s+/g, ' ')
      // Runs of boundaries with nothing between them are one boundary; none at either end.
      .replace(/(?:\s*·\s*)+/g, BOUNDARY)
      .replace(/^\s*·\s*|\s*·\s*$/g, '')
      .trim()
  )
}
