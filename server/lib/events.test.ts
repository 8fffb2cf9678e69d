import { expect, test } from 'vitest'
import { createEvents } from './events.ts'

function collectingLog() {
  const lines: [string, unknown][] = []
  return {
    log: { error: (object: { err: unknown }, message: string) => lines.push([message, object.err]) },
    lines,
  }
}

test('every listener of an event hears it, in the order they listened, with what it carries', () => {
  const { log } = collectingLog()
  const events = createEvents(log)
  const heard: string[] = []
  events.on('sessionEnded', (idHash) => heard.push(`first ${idHash}`))
  events.on('sessionEnded', (idHash) => heard.push(`second ${idHash}`))
  events.on('memberChanged', (adminId) => heard.push(`member ${adminId}`))
  events.emit('sessionEnded', 'abc')
  events.emit('contentEditing')
  expect(heard).toEqual(['first abc', 'second abc'])
})

test('a listener that throws is logged, and the others and the emitter go on', () => {
  const { log, lines } = collectingLog()
  const events = createEvents(log)
  const heard: number[] = []
  const failure = new Error('relay down')
  events.on('contentReleased', () => {
    throw failure
  })
  events.on('contentReleased', (id) => heard.push(id))
  expect(() => events.emit('contentReleased', 7)).not.toThrow()
  expect(heard).toEqual([7])
  expect(lines).toEqual([['a listener of contentReleased failed', failure]])
})
