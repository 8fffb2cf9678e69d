import { execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { parseEnv } from 'node:util'
import { expect, test } from 'vitest'
import { loadConfig } from '#server/config.ts'
import { nginxPath } from '#tests/support/scale-out.ts'
import { freePort } from '#tests/support/smtp-peer.ts'
import { eventually } from '#tests/support/test-app.ts'
import { full } from '#tests/support/tiers.ts'

const run = promisify(execFile)
const deploy = (file: string) => readFile(resolve(import.meta.dirname, '../deploy', file), 'utf8')

test('the settings file of the guide is a valid configuration for several instances behind a proxy', async () => {
  const settings = parseEnv(await deploy('site.env.example')) as Record<string, string>
  const config = loadConfig({ ...settings, PORT: '3000' })
  expect(config.db.dialect).toBe('postgres')
  expect(config.trustProxy).toBe(true)
  expect(config.secureCookies).toBe(true)
  expect(config.mail.transport.kind).toBe('smtp')
})

test('the systemd unit runs what the tests run (npm start), and may write the data folder', async () => {
  const unit = await deploy('systemd/northstar@.service')
  const settings = parseEnv(await deploy('site.env.example'))
  expect(unit).toMatch(/^ExecStart=\/usr\/bin\/npm start\b/m)
  expect(unit).toMatch(/^Environment=.*\bPORT=%i\b/m)
  expect(unit).toContain(`ReadWritePaths=${settings.DATA_DIR}`)
})

/**
 * The shipped site file in `dir` as nginx can run it here, with a certificate of its own. Only the
 * machine's paths change (the certificate's folder and the snippets folder), and its ports: port 80
 * listens on `ports.http`, 443 on `ports.https`, each on loopback.
 */
async function shippedSite(dir: string, ports: { http: number; https: number }) {
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=www.example.com',
    '-keyout',
    join(dir, 'privkey.pem'),
    '-out',
    join(dir, 'fullchain.pem'),
  ])
  const site = (await deploy('nginx/northstar.conf'))
    .replaceAll('/etc/letsencrypt/live/www.example.com', dir)
    .replaceAll(/\/etc\/nginx\/snippets\/(northstar-[a-z]+\.conf)/g, (_, file: string) =>
      resolve(import.meta.dirname, '../deploy/nginx', file),
    )
    .replace(
      /listen (\[::\]:)?(80|443)\b/g,
      (_, v6: string | undefined, port: string) =>
        `listen ${v6 ? '[::1]' : '127.0.0.1'}:${port === '80' ? ports.http : ports.https}`,
    )
  await writeFile(join(dir, 'site.conf'), site)
  await writeFile(
    join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${dir}/site.conf;\n}\n`,
  )
  return join(dir, 'nginx.conf')
}

test.skipIf(!existsSync(nginxPath))(
  'nginx accepts the shipped site file as it is, TLS included',
  async () => {
    const dir = await mkdtemp(join(tmpdir(), 'northstar-nginx-check-'))
    try {
      // Ports of its own, so that the check runs beside anything else on the machine.
      const config = await shippedSite(dir, { http: 8080, https: 8443 })
      const { stderr } = await run(nginxPath, ['-t', '-p', dir, '-c', config])
      expect(stderr).toContain('test is successful')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  },
)

/** One request over plain HTTP, its request line and Host as given; status 0 when no answer came. */
function plainRequest(port: number, path: string, host: string) {
  return new Promise<{ status: number; location?: string }>((done) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path, headers: { host }, agent: false },
      (response) => {
        response.resume()
        done({ status: response.statusCode ?? 0, location: response.headers.location })
      },
    )
    outgoing.on('error', () => done({ status: 0 }))
    outgoing.end()
  })
}

test.skipIf(!existsSync(nginxPath))(
  'plain HTTP redirects to the site’s own name, whatever Host the request gives; another Host gets no answer',
  full,
  async () => {
    const dir = await mkdtemp(join(tmpdir(), 'northstar-nginx-run-'))
    // Run as root, nginx's workers run as nobody: they must reach its folder.
    await chmod(dir, 0o755)
    const ports = { http: await freePort(), https: await freePort() }
    const config = await shippedSite(dir, ports)
    const nginx = spawn(nginxPath, ['-p', dir, '-c', config, '-g', 'daemon off;'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    try {
      const answered = () => plainRequest(ports.http, '/', 'www.example.com')
      await eventually(async () => expect((await answered()).status).toBe(301), { timeout: 10_000 })

      expect(await plainRequest(ports.http, '/about?from=mail', 'www.example.com')).toEqual({
        status: 301,
        location: 'https://www.example.com/about?from=mail',
      })
      // The name in other letters, or with the port, is still the site's.
      expect(await plainRequest(ports.http, '/about', `WWW.Example.com:${ports.http}`)).toEqual({
        status: 301,
        location: 'https://www.example.com/about',
      })
      // Another name, in the Host header or the request line, or none: nginx closes the connection.
      for (const [path, host] of [
        ['/about', 'evil.example'],
        ['/about', 'www.example.com.evil.example'],
        ['http://evil.example/about', 'www.example.com'],
        ['/about', ''],
      ] as const) {
        expect(await plainRequest(ports.http, path, host), `${path}, Host: ${host}`).toEqual({ status: 0 })
      }
    } finally {
      const exited = new Promise((done) => nginx.once('exit', done))
      nginx.kill('SIGQUIT')
      await exited
      await rm(dir, { recursive: true, force: true })
    }
  },
)
