/// <reference types="astro/client" />

import type { IntentOptions } from './client-directives/intent.ts'

// The site's own hydration triggers (app/client-directives/).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean | IntentOptions
    'client:admin'?: boolean
  }
}

declare global {
  /** The fonts' rules under `npm run dev` (astro.config.ts); null in a build, whose pages hold them. */
  const __DEV_FONTS_CSS__: string | null
}

export {}
