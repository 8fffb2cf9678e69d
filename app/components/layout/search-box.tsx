import { SearchIcon } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'

/** Collapsed to an icon; expands while focused or holding text (pure CSS, so it works without JS). */
export function SearchBox({ className }: { className?: string }) {
  return (
    <form action="/search" method="get" role="search" className={cn('relative', className)}>
      <label htmlFor="header-search" className="sr-only">
        Search the site
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-5 -translate-y-1/2 text-navy" />
      <input
        id="header-search"
        type="search"
        name="q"
        placeholder="Search"
        className="peer h-10 w-10 cursor-pointer rounded-md border border-transparent bg-transparent pl-10 text-sm transition-[width,border-color] duration-300 placeholder:text-transparent focus:w-64 focus:cursor-text focus:border-slate-300 focus:bg-white focus:placeholder:text-slate-500 [&:not(:placeholder-shown)]:w-64 [&:not(:placeholder-shown)]:border-slate-300"
      />
    </form>
  )
}
