import { Marked } from 'marked'

/** Escapes text for HTML. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

// The admin's guide (docs/editors-guide.md), ours: any HTML in it is shown as text, never sent as markup.
const markdown = new Marked({
  async: false,
  gfm: true,
  renderer: { html: ({ text }) => escapeHtml(text) },
})

/** Our own Markdown, rendered to HTML at build time (never in the browser). */
function renderMarkdown(source: string) {
  return markdown.parse(source, { async: false })
}

/** A heading's words as an address on its page: "Send a newsletter" is `send-a-newsletter`. */
const anchorOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A guide of our own in Markdown, its headings with ids for links to lead to them. */
export const renderGuide = (source: string) =>
  renderMarkdown(source).replace(
    /<h([2-4])>(.*?)<\/h\1>/g,
    (_, level: string, inner: string) => `<h${level} id="${anchorOf(inner)}">${inner}</h${level}>`,
  )
