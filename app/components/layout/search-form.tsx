import { SearchIcon } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'
import type { FrameLabels } from '#content/schemas.ts'

const variants = {
  // In the header: collapsed to an icon, expands while focused or holding text (CSS only); its
  // Search button shows while it is expanded.
  header: {
    form: 'group flex items-center gap-1',
    icon: 'left-2.5 text-navy',
    input:
      'h-10 w-10 cursor-pointer rounded-md border border-transparent bg-transparent pl-10 text-sm transition-[width,border-color] duration-300 placeholder:text-transparent focus:w-64 focus:cursor-text focus:border-slate-300 focus:bg-white focus:placeholder:text-slate-500 [&:not(:placeholder-shown)]:w-64 [&:not(:placeholder-shown)]:border-slate-300',
    button:
      'hidden h-10 rounded-md bg-navy px-3 text-sm font-semibold text-white group-focus-within:block group-has-[input:not(:placeholder-shown)]:block',
    placeholder: (frame: Pick<FrameLabels, SearchWords>) => frame.searchButton,
  },
  // In the menu panel: full width on navy, the button beside the box.
  menu: {
    form: 'mt-6 flex gap-2',
    icon: 'left-4 text-slate-300',
    input:
      'w-full min-w-0 rounded-md border border-white/30 bg-white/10 py-3 pr-4 pl-12 text-white placeholder:text-slate-300',
    button: 'rounded-md bg-white px-5 font-semibold text-navy hover:bg-red-100',
    placeholder: (frame: Pick<FrameLabels, SearchWords>) => frame.searchHint,
  },
}

/** The words of a search form. */
export type SearchWords = 'searchRegion' | 'searchLabel' | 'searchButton' | 'searchHint'

/** A site search box: a plain GET form to the search page (`action`), so it works without JavaScript. */
export function SearchForm({
  variant,
  frame,
  action,
  className,
}: {
  variant: keyof typeof variants
  frame: Pick<FrameLabels, SearchWords>
  action: string
  className?: string
}) {
  const style = variants[variant]
  const id = `${variant}-search`
  return (
    <form
      action={action}
      method="get"
      role="search"
      aria-label={frame.searchRegion}
      className={cn('relative', style.form, className)}
    >
      <label htmlFor={id} className="sr-only">
        {frame.searchLabel}
      </label>
      <SearchIcon
        className={cn('pointer-events-none absolute top-1/2 size-5 -translate-y-1/2', style.icon)}
      />
      <input id={id} type="search" name="q" placeholder={style.placeholder(frame)} className={style.input} />
      <button type="submit" className={style.button}>
        {frame.searchButton}
      </button>
    </form>
  )
}
