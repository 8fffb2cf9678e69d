import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'

const config = loadConfig({ PUBLIC_URL: 'http://localhost:5173', ...process.env })
const app = await buildApp(config, { serveSite: false })
await app.listen({ port: config.port, host: config.host })
