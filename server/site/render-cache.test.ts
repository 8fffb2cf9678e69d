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
