import type { ClientDirective } from 'astro'

/**
 * `client:after-load`: hydrates once the page has loaded, its hero image included, and has been
 * painted. For a part at the top of the page that must come alive by itself (the carousel turns
 * every 9 s): React then never competes with what the visitor sees first.
 */
const afterLoad: ClientDirective = (load) => {
  // The callback of the next frame runs just before it is painted; a task queued there runs after.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(async () => (await load())()))
  if (document.readyState === 'complete') afterPaint()
  else addEventListener('load', afterPaint, { once: true })
}

export default afterLoad
