import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { isAllowedAddress, isSitePath } from '#content/addresses.ts'
import type { RichTextRules } from '#content/rich-text.ts'
import { cn } from '#app/lib/cn.ts'
import { LibraryPicker } from './library-picker.tsx'
import { richTextMarkdown } from './rich-text-markdown.ts'

export type RichTextEditorProps = {
  id: string
  /** The field's label, by its id: the editable box is a text box named by it. */
  labelledBy: string
  describedBy?: string
  invalid?: boolean
  value: string
  onChange: (value: string) => void
  rules: RichTextRules
}

const tool =
  'inline-flex min-h-8 min-w-8 items-center justify-center rounded px-2 text-sm font-semibold text-navy hover:bg-slate-100 aria-pressed:bg-navy aria-pressed:text-white disabled:cursor-not-allowed disabled:text-slate-400'
const smallButton =
  'rounded-md px-2.5 py-1 text-sm font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100'

/** A heading level as a person names it: the first level a text has is its heading, the next a subheading. */
const headingName = (rules: RichTextRules, level: number) =>
  rules.headings.length > 1 && level === rules.headings[0] ? 'Heading' : 'Subheading'

/**
 * A formatted text edited as it will look (TipTap), kept as the site's Markdown
 * (rich-text-markdown.ts): a toolbar of exactly what the text may hold, the shortcuts people know
 * (Ctrl+B, Ctrl+I, Ctrl+K, Ctrl+Z), and a paste that keeps headings, lists, emphasis, links and
 * library pictures and drops everything else.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { id, rules } = props
  const format = useMemo(() => richTextMarkdown(rules), [rules])
  // The text last written from here: a value that differs came from outside (a restore, a reload).
  const written = useRef(props.value)
  const onChange = useRef(props.onChange)
  useEffect(() => {
    onChange.current = props.onChange
  })
  const [linking, setLinking] = useState(false)

  const editor = useEditor({
    extensions: format.extensions,
    content: format.toDoc(props.value),
    // The admin's CSP takes no inline style: the few rules it needs are in the site's stylesheet.
    injectCSS: false,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': props.labelledBy,
        ...(props.describedBy ? { 'aria-describedby': props.describedBy } : {}),
        ...(props.invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text rich-text-editor min-h-32 px-3 py-2 text-base focus:outline-none [&_img]:my-2',
      },
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (_, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault()
          setLinking(true)
          return true
        }
        return false
      },
    },
    onUpdate: ({ editor }) => {
      written.current = format.toMarkdown(editor.getJSON())
      onChange.current(written.current)
    },
  })

  useEffect(() => {
    if (props.value !== written.current) {
      written.current = props.value
      editor.commands.setContent(format.toDoc(props.value), { emitUpdate: false })
    }
  }, [editor, format, props.value])

  return (
    <div
      className={cn(
        'mt-1 rounded-md border bg-white focus-within:ring-2 focus-within:ring-navy',
        props.invalid ? 'border-red-strong' : 'border-slate-300',
      )}
    >
      <Toolbar editor={editor} rules={rules} controls={id} onLink={() => setLinking(true)} />
      {linking ? <LinkForm editor={editor} onDone={() => setLinking(false)} /> : null}
      <PictureAltText editor={editor} />
      <EditorContent editor={editor} />
    </div>
  )
}

/**
 * Pasted HTML made plain before the editor reads it. Word and Google Docs mark bold and italic with
 * styles (`<span style="font-weight:700">`): they become <strong> and <em>, and every style, class,
 * script and handler goes, before the browser parses anything (the admin's CSP would report each
 * style and handler it met, even in a document where nothing applies). What the text may not hold,
 * the editor then drops.
 */
function cleanPastedHtml(html: string) {
  const inert = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[a-z][^>]*>/gi, (tag) =>
      tag
        .replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
        .replace(/\sstyle\s*=/gi, ' data-pasted-style='),
    )
  const document = new DOMParser().parseFromString(inert, 'text/html')
  for (const element of document.body.querySelectorAll('link, meta, iframe, object')) element.remove()
  for (const element of [...document.body.querySelectorAll('*')]) {
    const style = element.getAttribute('data-pasted-style') ?? ''
    const bold = /font-weight\s*:\s*(bold|bolder|[6-9]00)\b/i.test(style)
    const italic = /font-style\s*:\s*italic/i.test(style)
    // Google Docs wraps a whole paste in <b style="font-weight:normal">: no bold meant.
    const notBold =
      /font-weight\s*:\s*(normal|[1-4]00)\b/i.test(style) && ['B', 'STRONG'].includes(element.tagName)
    for (const attribute of [...element.attributes])
      if (!['href', 'src', 'alt', 'title', 'width', 'height'].includes(attribute.name))
        element.removeAttribute(attribute.name)
    if (notBold) element.replaceWith(...element.childNodes)
    else {
      if (bold) element.replaceChildren(wrapped(document, 'strong', element.childNodes))
      if (italic) element.replaceChildren(wrapped(document, 'em', element.childNodes))
    }
  }
  return document.body.innerHTML
}

const wrapped = (document: Document, tag: string, nodes: NodeListOf<ChildNode>) => {
  const wrapper = document.createElement(tag)
  wrapper.append(...nodes)
  return wrapper
}

/** What the toolbar shows as on: the marks and blocks at the cursor. */
function useActive(editor: Editor, rules: RichTextRules) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      link: current.isActive('link'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      table: current.isActive('table'),
      headings: rules.headings.map((level) => current.isActive('heading', { level })),
      undo: current.can().undo(),
      redo: current.can().redo(),
    }),
  })
}

function Toolbar(props: { editor: Editor; rules: RichTextRules; controls: string; onLink: () => void }) {
  const { editor, rules } = props
  const active = useActive(editor, rules)
  const chain = () => editor.chain().focus()
  // Arrow keys move along the toolbar, as in any editor's.
  const move = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll('button')]
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
    const to =
      event.key === 'ArrowRight'
        ? at + 1
        : event.key === 'ArrowLeft'
          ? at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null
    if (to === null || at === -1) return
    event.preventDefault()
    buttons[(to + buttons.length) % buttons.length]?.focus()
  }
  const button = (
    label: string,
    shortcut: string,
    pressed: boolean | null,
    run: () => void,
    text?: React.ReactNode,
  ) => (
    <button
      type="button"
      className={tool}
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-pressed={pressed ?? undefined}
      aria-controls={props.controls}
      onClick={run}
    >
      <span aria-hidden="true">{text ?? label}</span>
    </button>
  )
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={props.controls}
      onKeyDown={move}
      // Under the site's sticky header (h-16), in reach while a long text scrolls.
      className="sticky top-16 z-10 flex flex-wrap items-center gap-1 rounded-t-md border-b border-slate-200 bg-slate-50 p-1"
    >
      {rules.headings.map((level, i) =>
        button(headingName(rules, level), `Ctrl+Alt+${level}`, active.headings[i]!, () =>
          chain().toggleHeading({ level }).run(),
        ),
      )}
      {button('Bold', 'Ctrl+B', active.bold, () => chain().toggleBold().run(), 'B')}
      {button('Italic', 'Ctrl+I', active.italic, () => chain().toggleItalic().run(), <em>I</em>)}
      {button('Link', 'Ctrl+K', active.link, props.onLink)}
      {button(
        'Bulleted list',
        'Ctrl+Shift+8',
        active.bulletList,
        () => chain().toggleBulletList().run(),
        '• Bulleted',
      )}
      {button(
        'Numbered list',
        'Ctrl+Shift+7',
        active.orderedList,
        () => chain().toggleOrderedList().run(),
        'Numbered',
      )}
      {button('Quote', 'Ctrl+Shift+B', active.blockquote, () => chain().toggleBlockquote().run())}
      {rules.pictures ? (
        <LibraryPicker
          label="Picture"
          className={tool}
          onChosen={(image) =>
            chain()
              .insertContent({
                type: 'image',
                attrs: { src: image.src, alt: image.alt, title: `${image.width}x${image.height}` },
              })
              .run()
          }
        />
      ) : null}
      {rules.tables
        ? active.table
          ? [
              button('Add a row', '', null, () => chain().addRowAfter().run(), '+ Row'),
              button('Add a column', '', null, () => chain().addColumnAfter().run(), '+ Column'),
              button('Remove the row', '', null, () => chain().deleteRow().run(), '− Row'),
              button('Remove the column', '', null, () => chain().deleteColumn().run(), '− Column'),
              button('Remove the table', '', null, () => chain().deleteTable().run(), '− Table'),
            ]
          : button('Table', '', null, () =>
              chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
            )
        : null}
      {button('Undo', 'Ctrl+Z', null, () => chain().undo().run(), '↶')}
      {button('Redo', 'Ctrl+Shift+Z', null, () => chain().redo().run(), '↷')}
    </div>
  )
}

/** The site's pages, as the form lists them for its address fields (schema-form.tsx's AddressList). */
const ADDRESSES = 'site-addresses'

/** Whether a page of the site is at `address` (its part after "#" or "?" aside). */
function isSitePage(address: string) {
  const list = document.getElementById(ADDRESSES)
  const path = address.replace(/[?#].*$/, '')
  return !list || [...list.querySelectorAll('option')].some((option) => option.value === path)
}

/** A link's address: a page of the site (offered from the list), an https:// address, mailto: or tel:. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId()
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '')
  const [error, setError] = useState<string | null>(null)
  // Opened by the Link button or Ctrl+K: the address is what to type next.
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  const close = () => {
    onDone()
    editor.commands.focus()
  }
  const apply = () => {
    const address = href.trim()
    if (!isAllowedAddress(address)) {
      return setError(
        'Give a page of this site (/contact), an https:// address, or mailto: or tel: and what follows.',
      )
    }
    if (isSitePath(address) && !isSitePage(address)) {
      return setError(`No page of the site is at ${address}: pick one from the list as you type.`)
    }
    const chain = editor.chain().focus().extendMarkRange('link')
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({
        type: 'text',
        text: address,
        marks: [{ type: 'link', attrs: { href: address } }],
      })
    else chain.setLink({ href: address })
    chain.run()
    onDone()
  }
  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 bg-slate-50 p-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-href`} className="text-sm font-semibold text-navy">
          Link to
        </label>
        <input
          id={`${id}-href`}
          list={ADDRESSES}
          ref={input}
          value={href}
          placeholder="/contact or https://…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              apply()
            } else if (event.key === 'Escape') close()
          }}
          className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 aria-invalid:border-red-strong"
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-strong">
            {error}
          </p>
        ) : null}
      </div>
      <button type="button" className={smallButton} onClick={apply}>
        Apply
      </button>
      {editor.isActive('link') ? (
        <button
          type="button"
          className={smallButton}
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run()
            onDone()
          }}
        >
          Remove the link
        </button>
      ) : null}
      <button type="button" className={smallButton} onClick={close}>
        Cancel
      </button>
    </div>
  )
}

/** A chosen picture's alt text, said again for this text if need be. */
function PictureAltText({ editor }: { editor: Editor }) {
  const id = useId()
  const picture = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current.isActive('image') ? ((current.getAttributes('image').alt as string | null) ?? '') : null,
  })
  if (picture === null) return null
  return (
    <div className="border-b border-slate-200 bg-slate-50 p-2">
      <label htmlFor={id} className="text-sm font-semibold text-navy">
        What the picture shows (its alt text)
      </label>
      <input
        id={id}
        value={picture}
        onChange={(event) => editor.commands.updateAttributes('image', { alt: event.target.value })}
        aria-invalid={picture.trim() === '' ? true : undefined}
        className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 aria-invalid:border-red-strong"
      />
    </div>
  )
}
