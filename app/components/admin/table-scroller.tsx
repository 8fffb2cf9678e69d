/**
 * A wide table that scrolls sideways on a narrow screen. Keyboard users can scroll it too: the region
 * takes focus and arrow keys move it (axe: scrollable-region-focusable). Positioned, so the
 * screen-reader-only labels of its buttons (absolutely placed) stay inside it, not beside the page.
 */
export function TableScroller({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region takes focus to be scrolled by keyboard
      tabIndex={0}
      className="relative mt-4 overflow-x-auto focus-visible:outline-2"
    >
      {children}
    </div>
  )
}

/** A table's column headings; a heading given as `{ hidden }` is read out but not shown. */
export function ColumnHeads({ columns }: { columns: (string | { hidden: string })[] }) {
  return (
    <thead className="border-b border-slate-300 text-slate-600">
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col" className={i < columns.length - 1 ? 'py-2 pr-4' : 'py-2'}>
            {typeof column === 'string' ? column : <span className="sr-only">{column.hidden}</span>}
          </th>
        ))}
      </tr>
    </thead>
  )
}
