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
  const headingCommands = [editor.commands.heading2, editor.commands.heading3, editor.commands.heading4]
  /** The toolbar for a text with `rules`: only what the text may hold, headings of its levels alone. */
  const toolbarFor = (rules: Rules) =>
    editor
      .getCommands()
      .flatMap((command) =>
        command.name === 'title'
          ? rules.headings.map((level) => headingButton(headingCommands[level - 2]!, level, rules))
          : [command],
      )
      .filter((command) => !NEVER.has(command.name ?? '') && (command.name !== 'table' || rules.tables))
      .map(withQuietIcon)
  return {
    default: ({ rules, ...props }: MDEditorProps & { rules: Rules }) => (
      <editor.default {...props} commands={toolbarFor(rules)} extraCommands={extraCommands} />
    ),
  }
})

/** The toolbar's buttons for what no text of the site may hold (content/rich-text.ts). */
const NEVER = new Set(['strikethrough', 'hr', 'code', 'codeBlock', 'comment', 'checked-list', 'image'])

/** A heading's button, named as a person calls it: the text's first level a heading, the next a subheading. */
function headingButton(command: ICommand, level: number, rules: Rules): ICommand {
  const name = level === rules.headings[0] && rules.headings.length > 1 ? 'Heading' : 'Subheading'
  const label = `${name} (ctrl + ${level})`
  return {
    ...command,
    icon: <span className="px-1 text-sm font-semibold">{name}</span>,
    buttonProps: { 'aria-label': label, title: label },
  }
}

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
          rules={rules}
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
