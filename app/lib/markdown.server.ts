import { Marked } from 'marked'

/** Escapes text for HTML. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

// The content check refuses HTML in a body (content/markdown-body.ts); should any pass, it is shown
// as text, never sent as markup.
const markdown = new Marked({
  async: false,
  gfm: true,
  renderer: { html: ({ text }) => escapeHtml(text) },
})

/** Article bodies are our own Markdown, rendered to HTML at build time (never in the browser). */
export function renderMarkdown(source: string) {
  return markdown.parse(source, { async: false })
}
