// `npm run dev`: the API on API_PORT (default 3001, restarted on change) and Astro with hot reload,
// which proxies /api and /socket.io to it (astro.config.ts).
import { spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '3001'
const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'scripts/dev-api.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn('npx', ['astro', 'dev'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', stop)
