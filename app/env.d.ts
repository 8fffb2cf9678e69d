/// <reference types="astro/client" />

import type { IntentOptions } from './client-directives/intent.ts'

// The site's own hydration triggers (app/client-directives/).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean | IntentOptions
    'client:admin'?: boolean
  }
}

export {}
