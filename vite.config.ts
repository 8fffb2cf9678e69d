import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // In development the Fastify API runs beside Vite (see scripts/dev.ts).
  server: { proxy: { '/api': apiTarget, '/healthz': apiTarget } },
  build: { assetsInlineLimit: 0 },
})
