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
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable region takes focus to be scrolled by keyboard
      tabIndex={0}
      className="relative mt-4 overflow-x-auto focus-visible:outline-2"
    >
      {children}
    </div>
  )
}

/**
 * The classes of a table that, on a phone, stacks each row as a card (each cell on its own line,
 * named by its `data-label`) rather than run off the side of the screen.
 */
export const stacked = {
  table: 'max-sm:block',
  head: 'max-sm:sr-only',
  body: 'max-sm:block',
  row: 'max-sm:block max-sm:py-3',
  cell: 'max-sm:block max-sm:py-1 max-sm:pr-0 max-sm:text-left max-sm:whitespace-normal max-sm:before:mr-2 max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]',
}

/** A table's column headings; a heading given as `{ hidden }` is read out but not shown. */
export function ColumnHeads({
  columns,
  className,
}: {
  columns: (string | { hidden: string })[]
  className?: string
}) {
  return (
    <thead className={`border-b border-slate-300 text-slate-600 ${className ?? ''}`}>
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
