import { existsSync } from 'node:fs'
import { Server } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { LISTEN_BACKLOG } from './http/load-shedding.ts'

// Settings in a local .env file (see .env.example); the real environment wins.
if (existsSync('.env')) process.loadEnvFile('.env')

let config
try {
  config = loadConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}

const app = await buildApp(config, { prettyLogs: process.stdout.isTTY, warmWriters: true })

/** How long a stopping instance still answers the connections it has already taken. */
const DRAIN_MS = 1000

// Stop accepting, answer what was already accepted, then close: stop the mail worker and the live
// notices, close the database. Behind a load balancer this loses no request in a rolling restart.
closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error')
  else app.log.info({ signal }, 'shutting down')
  // net.Server's close, not http.Server's: the latter also drops connections that carry no request
  // yet, and a request the balancer has just written to one would be lost with it. New connections
  // are refused now, and the balancer sends them to another instance.
  Server.prototype.close.call(app.server)
  await sleep(DRAIN_MS)
  await app.close()
})

await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG })
