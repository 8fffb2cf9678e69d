import { marked } from 'marked'

/** Article bodies are our own Markdown, rendered to HTML at build time (never in the browser). */
export function renderMarkdown(markdown: string) {
  return marked.parse(markdown, { async: false, gfm: true })
}
