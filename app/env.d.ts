/// <reference types="astro/client" />

import type { Content } from '#content/content.ts'
import type { IntentOptions } from './client-directives/intent.ts'

// The site's own hydration triggers (app/client-directives/).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean | IntentOptions
    'client:admin'?: boolean
  }
}

declare global {
  namespace App {
    interface Locals {
      /** The content the page renders from (app/middleware.ts), in the page's language. */
      content: Content
      /**
       * The page's own address. A translation is rendered by the route of the page it translates
       * (`/industries/agriculture` for `/fr/secteurs/agriculture`), so `Astro.url` is not always it.
       */
      path: string
    }
  }
  /** The fonts' rules under `npm run dev` (astro.config.ts); null in a build, whose pages hold them. */
  const __DEV_FONTS_CSS__: string | null
}

export {}
