import { expect, test } from 'vitest'
import { buildTestApp } from '#tests/support/test-app.ts'
import { OPENAPI_PATH } from './openapi.ts'

type Operation = {
  requestBody?: { content: Record<string, { schema: unknown }> }
  parameters?: unknown[]
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>
}

/**
 * Every `METHOD /api/...` route the app has, read from Fastify's own route tree, where a child line
 * continues its parent's path (`/api/subscribe` → `rs` → `.csv`).
 */
function apiRoutes(routeTree: string) {
  const routes: string[] = []
  const pathAtDepth: string[] = []
  for (const line of routeTree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    const path = (pathAtDepth[depth - 1] ?? '') + match[2]!
    pathAtDepth[depth] = path
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`)
  }
  return routes.filter((route) => route.includes(' /api/') && !route.endsWith(OPENAPI_PATH)).sort()
}

test('the OpenAPI 3.1 document lists every /api route with its request and answer schemas', async () => {
  const t = await buildTestApp()
  const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH })
  expect(response.statusCode).toBe(200)
  const document = response.json() as { openapi: string; paths: Record<string, Record<string, Operation>> }
  expect(document.openapi).toBe('3.1.0')

  const documented = Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    )
    .sort()
  const routes = apiRoutes(t.app.printRoutes({ commonPrefix: false }))
  expect(routes.length).toBeGreaterThan(10)
  expect(documented).toEqual(routes)
  // Pages and health checks are not part of it.
  expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true)

  // Every answer is described, but the CSV download's, which is a file.
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, { responses }] of Object.entries(operations)) {
      const json = Object.values(responses).some((answer) => answer.content?.['application/json'])
      expect(json, `${method} ${path}`).toBe(path !== '/api/subscribers.csv')
    }
  }

  const operation = (method: string, path: string) => document.paths[path]![method]!
  // A request body from the shared zod schema, fields and limits included.
  const send = operation('post', '/api/send')
  const sendBody = send.requestBody!.content['application/json']!.schema as {
    properties: Record<string, { maxLength?: number }>
    required: string[]
  }
  expect(sendBody.required).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'message']))
  expect(sendBody.properties.message?.maxLength).toBeGreaterThan(0)
  expect(send.responses['201']?.content?.['application/json']?.schema).toMatchObject({
    properties: { id: expect.any(Object), message: expect.any(Object) },
  })
  expect(operation('post', '/api/auth/login').requestBody).toBeDefined()
  expect(operation('get', '/api/messages').parameters?.length).toBeGreaterThan(0)
})
