import { lazy, Suspense, useState } from 'react'
import type { ICommand, MDEditorProps } from '@uiw/react-md-editor/nohighlight'

/** A toolbar command whose icon is hidden from screen readers: its button has a label of its own. */
function withQuietIcon(command: ICommand): ICommand {
  const icon = command.icon ? <span aria-hidden="true">{command.icon}</span> : command.icon
  const { children } = command
  return (
    Array.isArray(children)
      ? { ...command, icon, children: children.map(withQuietIcon) }
      : { ...command, icon }
  ) as ICommand
}

// The editor (with its toolbar and preview) loads only when a form with a formatted text opens. Its
// preview is the editor's own; the page as visitors get it is the Preview button's.
const MarkdownEditor = lazy(async () => {
  const editor = await import('@uiw/react-md-editor/nohighlight')
  const extraCommands = editor.getExtraCommands().map(withQuietIcon)
  return {
    default: ({ allowed, ...props }: MDEditorProps & { allowed: (command: ICommand) => boolean }) => (
      <editor.default
        {...props}
        commands={editor.getCommands().filter(allowed).map(withQuietIcon)}
        extraCommands={extraCommands}
      />
    ),
  }
})

/** The toolbar's buttons for what no text of the site may hold (content/rich-text.ts). */
const NEVER = new Set(['strikethrough', 'hr', 'code', 'codeBlock', 'comment', 'checked-list', 'image'])

/** Whether the toolbar offers a command to a text with these rules: headings and tables where allowed. */
const allowedBy = (rules: Rules) => (command: ICommand) =>
  !NEVER.has(command.name ?? '') &&
  (command.name !== 'title' || rules.headings.length > 0) &&
  (command.name !== 'table' || rules.tables)

type Rules = { headings: readonly number[]; tables: boolean }
type Props = {
  id: string
  value: string
  onChange: (value: string) => void
  describedBy?: string
  rules: Rules
}

/**
 * A formatted text (content/rich-text.ts): a maintained editor with a toolbar (headings, bold, links,
 * lists, quotes, preview); a body's box is taller than a section's few paragraphs.
 */
export function MarkdownField({ id, value, onChange, describedBy, rules }: Props) {
  const [height] = useState(() => (value.length > 1200 ? 480 : 260))
  // Read-only while the editor loads: the editor takes its place, and keys pressed at that moment
  // (and the caret) would go with it.
  const loading = (
    <textarea
      id={id}
      aria-describedby={describedBy}
      aria-busy="true"
      readOnly
      rows={height > 300 ? 20 : 10}
      className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm"
      value={value}
    />
  )
  return (
    // Its toolbar's buttons made big enough to hit (24 px, WCAG 2.2).
    <div
      className="mt-1 [&_.w-md-editor-toolbar_button]:min-h-6 [&_.w-md-editor-toolbar_button]:min-w-6"
      data-color-mode="light"
    >
      <Suspense fallback={loading}>
        <MarkdownEditor
          allowed={allowedBy(rules)}
          value={value}
          onChange={(next) => onChange(next ?? '')}
          preview="edit"
          height={height}
          visibleDragbar={false}
          textareaProps={{ id, 'aria-describedby': describedBy }}
        />
      </Suspense>
    </div>
  )
}
