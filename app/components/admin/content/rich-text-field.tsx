import { useLayoutEffect, useRef } from 'react'

/** How a mark is written around the chosen words, and what it writes when none are chosen. */
const MARKS = {
  Bold: { before: '**', after: '**', placeholder: 'bold words' },
  Italic: { before: '*', after: '*', placeholder: 'italic words' },
  Link: { before: '[', after: '](/address)', placeholder: 'linked words' },
} as const
type Mark = keyof typeof MARKS

type Props = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  id: string
  value: string
  onChange: (value: string) => void
}

/**
 * A paragraph's box, with buttons (and Ctrl+B, Ctrl+I, Ctrl+K) that write the marks around the
 * chosen words as the page reads them (content/rich-text.ts): **bold**, *italic*, [words](/page).
 */
export function RichTextField({ id, value, onChange, ...textarea }: Props) {
  const box = useRef<HTMLTextAreaElement>(null)
  // The words to select once the new text is in the box: the ones marked, or a link's address to type.
  const selectNext = useRef<[number, number] | null>(null)
  useLayoutEffect(() => {
    if (!selectNext.current || !box.current) return
    box.current.focus()
    box.current.setSelectionRange(...selectNext.current)
    selectNext.current = null
  })

  const mark = (name: Mark) => {
    const field = box.current
    if (!field) return
    const { before, after, placeholder } = MARKS[name]
    const { selectionStart: start, selectionEnd: end } = field
    const words = value.slice(start, end) || placeholder
    const inner = start + before.length
    // A link selects its address, to be typed over; a mark selects the words it marked.
    selectNext.current =
      name === 'Link'
        ? [inner + words.length + 2, inner + words.length + after.length - 1]
        : [inner, inner + words.length]
    onChange(value.slice(0, start) + before + words + after + value.slice(end))
  }

  const shortcut = (event: React.KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
    const name = ({ b: 'Bold', i: 'Italic', k: 'Link' } as const)[event.key.toLowerCase()]
    if (!name) return
    event.preventDefault()
    mark(name)
  }

  return (
    <div className="mt-1">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Text style">
        {(Object.keys(MARKS) as Mark[]).map((name) => (
          <button
            key={name}
            type="button"
            aria-controls={id}
            className="min-h-6 rounded px-2 py-0.5 text-sm text-navy ring-1 ring-slate-300 hover:bg-slate-100"
            onClick={() => mark(name)}
          >
            <span className={name === 'Bold' ? 'font-bold' : name === 'Italic' ? 'italic' : 'underline'}>
              {name}
            </span>
          </button>
        ))}
        {/* On a phone the buttons say enough: the hint would push the box down by two lines. */}
        <span className="text-sm text-slate-600 max-sm:hidden">
          or type <code>**bold**</code>, <code>*italic*</code>, <code>[words](/page)</code>
        </span>
      </div>
      <textarea
        {...textarea}
        ref={box}
        id={id}
        rows={4}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={shortcut}
      />
    </div>
  )
}
