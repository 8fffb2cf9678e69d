/// <reference types="astro/client" />

// The site's own hydration triggers (app/client-directives/).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean
    'client:admin'?: boolean
    'client:after-load'?: boolean
  }
}

export {}
