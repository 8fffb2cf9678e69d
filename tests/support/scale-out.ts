import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startProductionServer, type ProductionServer } from './production-server.ts'
import { freePort, startSmtpPeer } from './smtp-peer.ts'
import { createPostgresSchema } from './test-app.ts'

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const deployDir = resolve(import.meta.dirname, '../../deploy/nginx')

/** True when nginx and PostgreSQL are here; CI sets SCALE_OUT_REQUIRE so their absence fails instead of skipping. */
export const scaleOutAvailable = existsSync(nginxPath) && Boolean(process.env.TEST_DATABASE_URL)
if (!scaleOutAvailable && process.env.SCALE_OUT_REQUIRE) {
  throw new Error(`The scale-out suite needs nginx at ${nginxPath} and TEST_DATABASE_URL.`)
}

const siteConfig = () => readFile(join(deployDir, 'northstar.conf'), 'utf8')

/** How many requests nginx gives one instance at a time (its max_conns). */
export async function instanceConnectionBound() {
  const bound = /max_conns=(\d+)/.exec(await siteConfig())?.[1]
  if (!bound) throw new Error('deploy/nginx/northstar.conf sets no max_conns')
  return Number(bound)
}

/**
 * nginx in front of the given instances, with the deployment's own files: the upstream block of
 * deploy/nginx/northstar.conf (its servers replaced by the instances) and northstar-proxy.conf as the
 * server's locations. Answers carry X-Upstream, the instance that served them.
 */
export async function startNginx(port: number, instancePorts: number[]) {
  const site = await siteConfig()
  const upstreamBlock = /upstream northstar \{[^}]*\}/.exec(site)?.[0]
  const serverLine = /^\s*server 127\.0\.0\.1:\d+ (.*);$/m.exec(upstreamBlock ?? '')
  if (!upstreamBlock || !serverLine) throw new Error('deploy/nginx/northstar.conf has no upstream northstar')
  const servers = instancePorts.map(
    (instancePort) => `    server 127.0.0.1:${instancePort} ${serverLine[1]};`,
  )
  // The block as shipped (its zone, its comments), one server line per instance.
  const upstream = upstreamBlock
    .replace(/^\s*server 127\.0\.0\.1:\d+ .*;\n/gm, '')
    .replace(/\}$/, `${servers.join('\n')}\n}`)
  return runNginx(
    port,
    `include ${join(deployDir, 'northstar-limits.conf')};
  ${upstream}
  server {
    listen 127.0.0.1:${port};
    add_header X-Upstream $upstream_addr always;
    include ${join(deployDir, 'northstar-proxy.conf')};
  }`,
  )
}

/** nginx serving the built pages straight from the folder, precompressed: the limit a page can reach. */
export function startStaticNginx(port: number, buildDir: string) {
  return runNginx(
    port,
    `server {
    listen 127.0.0.1:${port};
    root ${buildDir};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }`,
  )
}

/** Runs nginx in the foreground with a throw-away prefix; `http` is the body of its http block. */
async function runNginx(port: number, http: string) {
  const prefix = await mkdtemp(join(tmpdir(), 'northstar-nginx-'))
  // Run as root, nginx's workers run as nobody: they must reach their buffer files.
  await chmod(prefix, 0o755)
  for (const dir of ['body', 'proxy']) {
    await mkdir(join(prefix, dir))
    await chmod(join(prefix, dir), 0o777)
  }
  const config = `
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/proxy;
  uwsgi_temp_path ${prefix}/proxy;
  scgi_temp_path ${prefix}/proxy;
  include /etc/nginx/mime.types;
  ${http}
}
`
  await writeFile(join(prefix, 'nginx.conf'), config)
  const child = spawn(nginxPath, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited: ${await readFile(join(prefix, 'error.log'), 'utf8').catch(() => '')}`)
    }
    try {
      await fetch(origin, { method: 'HEAD' })
      break
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not start in time')
      await new Promise((done) => setTimeout(done, 100))
    }
  }
  return {
    origin,
    /** What nginx logged at warn and above: why it answered an error itself, if it did. */
    errorLog: () => readFile(join(prefix, 'error.log'), 'utf8').catch(() => ''),
    async stop() {
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGQUIT')
      await exited
      await rm(prefix, { recursive: true, force: true })
    },
  }
}

/**
 * The site as several instances (`npm start`) on one PostgreSQL database, mail to a real SMTP
 * peer, and nginx in front with the deployment's configuration.
 */
export async function startScaleOut({ instances = 2 } = {}) {
  const schema = await createPostgresSchema()
  const smtp = await startSmtpPeer()
  const nginxPort = await freePort()
  const origin = `http://127.0.0.1:${nginxPort}`
  const env = {
    DATABASE_URL: schema.url,
    MAIL_URL: smtp.url,
    PUBLIC_URL: origin,
    TRUST_PROXY: 'true',
    CONTACT_NOTIFY_TO: 'inbox@northstar.example',
  }
  const servers: ProductionServer[] = []
  // One after the other: the first makes the schema, the others find it made.
  for (let i = 0; i < instances; i++) servers.push(await startProductionServer(env))
  const nginx = await startNginx(
    nginxPort,
    servers.map((server) => server.port),
  )
  return {
    origin,
    servers,
    smtp,
    databaseUrl: schema.url,
    nginxErrorLog: nginx.errorLog,
    async stop() {
      await nginx.stop()
      await Promise.all(servers.map((server) => server.stop()))
      await smtp.close()
      await schema.drop()
    },
  }
}

export type ScaleOut = Awaited<ReturnType<typeof startScaleOut>>
