// Bounds a formatted text keeps before it is read as Markdown at all. The Markdown reader (marked)
// takes time that grows faster than the text where marks pile up (thousands of `_` or `*` in one
// paragraph: seconds for 60 KB) and recurses once per level of quotes or lists (a stack overflow
// at some thousands). No page needs either; a text past them is refused, unread, in words.

/**
 * Bold and italic marks (`*`, `_`) in one paragraph, at most: 12 bold phrases and 6 italic ones.
 * The slowest 60 KB within it is read and checked in about 0.4 s on the checking thread (0.6 s at
 * 100 marks), which leaves a save answered within a second beside two busy cores.
 */
export const MARKS_PER_PARAGRAPH_AT_MOST = 60
/** Quotes and list items opened at the start of one line, one inside another, at most. */
export const LEVELS_PER_LINE_AT_MOST = 8
/** Spaces before a line's words: lists nest by indentation, two to four spaces a level. */
export const INDENT_AT_MOST = 24

const MARK = /[*_]/g
/** A row of a table as the editor writes it, between pipes. */
const TABLE_ROW = /^[ \t]*\|/
const LEVEL = /^[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/

/** What puts the text past the bounds, in the editor's words; null when it keeps them. */
export function richTextBoundsProblem(text: string): string | null {
  let marks = 0
  for (const line of text.split('\n')) {
    let rest = line
    let levels = 0
    let opensItem = false
    for (let level = LEVEL.exec(rest); level; level = LEVEL.exec(rest)) {
      if (++levels > LEVELS_PER_LINE_AT_MOST)
        return `a line opens more than ${LEVELS_PER_LINE_AT_MOST} quotes or lists one inside another: a quote or a list goes a level or two deep`
      opensItem ||= !level[0].trimStart().startsWith('>')
      rest = rest.slice(level[0].length)
    }
    if (/^[ \t]*/.exec(line)![0].length > INDENT_AT_MOST)
      return `a line starts with more than ${INDENT_AT_MOST} spaces: a list goes one level into another at most`
    // Marks are read a paragraph at a time: a blank line, even inside a quote, or a new list item
    // starts the next one; a table's cells are read one by one, so each of its rows counts alone.
    if (rest.trim() === '' || opensItem || TABLE_ROW.test(rest)) marks = 0
    marks += rest.match(MARK)?.length ?? 0
    if (marks > MARKS_PER_PARAGRAPH_AT_MOST)
      return `a paragraph holds more than ${MARKS_PER_PARAGRAPH_AT_MOST} bold or italic marks (* or _): split it, or write the marks as words`
  }
  return null
}
