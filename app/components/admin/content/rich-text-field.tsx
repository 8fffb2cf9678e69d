import { lazy, Suspense, useMemo } from 'react'
import type { RichTextRules } from '#content/rich-text.ts'
import type { JsonSchema } from './json-schema.ts'
import type { RichTextEditorProps } from './rich-text-editor.tsx'

// The editor (TipTap, with its Markdown) loads only when a form with a formatted text opens.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'))

type Props = Omit<RichTextEditorProps, 'rules'> & {
  /** The field's schema: what its text may hold (content/schemas.ts's RichText). */
  schema: JsonSchema
}

/** A formatted text (content/rich-text.ts): a body, a section's text, an introduction. */
export function RichTextField({ schema, ...props }: Props) {
  const rules = useMemo(
    (): RichTextRules => ({
      headings: (schema.headings ?? []) as RichTextRules['headings'],
      pictures: schema.pictures ?? false,
      tables: schema.tables ?? false,
    }),
    [schema],
  )
  // Read-only while the editor loads: the editor takes its place, and keys pressed at that moment
  // (and the caret) would go with it.
  const loading = (
    <textarea
      id={props.id}
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      aria-busy="true"
      readOnly
      rows={props.value.length > 1200 ? 20 : 8}
      className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-base"
      value={props.value}
    />
  )
  return (
    <Suspense fallback={loading}>
      <RichTextEditor {...props} rules={rules} />
    </Suspense>
  )
}
