import { expect, test } from 'vitest'
import { renderCache } from './render-cache.ts'

test('a render is done once per key while it is among the most recently used', () => {
  const rendered: string[] = []
  const render = renderCache((key: string) => {
    rendered.push(key)
    return { key }
  }, 2)
  const first = render('farm')
  expect(render('farm')).toBe(first)
  render('water')
  render('farm') // now the most recent: 'water' goes first
  render('soil')
  expect(rendered).toEqual(['farm', 'water', 'soil'])
  render('farm')
  render('water')
  expect(rendered).toEqual(['farm', 'water', 'soil', 'water'])
})

test('weighed, the cache holds results up to their weight together, and always the newest', () => {
  const read: string[] = []
  const readFile = renderCache(
    (name: string) => {
      read.push(name)
      return 'x'.repeat(Number(name.split(':')[1]))
    },
    10,
    (text) => text.length,
  )
  readFile('a:4')
  readFile('b:4')
  readFile('a:4')
  readFile('c:4') // 12 held: the least recent, b, goes
  readFile('a:4')
  readFile('b:4')
  expect(read).toEqual(['a:4', 'b:4', 'c:4', 'b:4'])
  readFile('big:20') // heavier than the whole cache: held alone, until the next
  readFile('big:20')
  readFile('c:4')
  expect(read).toEqual(['a:4', 'b:4', 'c:4', 'b:4', 'big:20', 'c:4'])
})
