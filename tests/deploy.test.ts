import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { parseEnv } from 'node:util'
import { expect, test } from 'vitest'
import { loadConfig } from '#server/config.ts'
import { nginxPath } from '#tests/support/scale-out.ts'

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

test.skipIf(!existsSync(nginxPath))(
  'nginx accepts the shipped site file as it is, TLS included',
  async () => {
    const dir = await mkdtemp(join(tmpdir(), 'northstar-nginx-check-'))
    try {
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
      // Only the machine's paths change: the certificate's folder and the snippets folder.
      const site = (await deploy('nginx/northstar.conf'))
        .replaceAll('/etc/letsencrypt/live/www.example.com', dir)
        .replaceAll(/\/etc\/nginx\/snippets\/(northstar-[a-z]+\.conf)/g, (_, file: string) =>
          resolve(import.meta.dirname, '../deploy/nginx', file),
        )
        // Ports of its own, so that the check runs beside anything else on the machine.
        .replace(
          /listen (\[::\]:)?(80|443)\b/g,
          (_, v6: string | undefined, port: string) =>
            `listen ${v6 ? '[::1]' : '127.0.0.1'}:${Number(port) + 8000}`,
        )
      await writeFile(join(dir, 'site.conf'), site)
      await writeFile(
        join(dir, 'nginx.conf'),
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  include ${dir}/site.conf;\n}\n`,
      )
      const { stderr } = await run(nginxPath, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')])
      expect(stderr).toContain('test is successful')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  },
)
