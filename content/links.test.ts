import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { contentLinks, linkProblems } from './links.ts'

let root: string | undefined
afterEach(() => root && rmSync(root, { recursive: true, force: true }))

/** A project folder holding `files` (path → text). */
function project(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'northstar-links-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

const files = {
  'content/navigation.yaml': [
    'menu:',
    '  - label: Contact',
    '    href: /contcat',
    '  - label: Careers',
    '    href: /careers/life-at-{slug}#stories',
    'footer:',
    '  note: Read [our terms](/terms) or [the old page](/more-about-us).',
    '  logo: /images/logo.svg',
    '  photo: /images/missing.jpg',
    '  site: https://example.com/contact',
    '',
  ].join('\n'),
  'content/articles/news/a.md': [
    '---',
    'title: A',
    'image:',
    '  src: /images/photo.jpg',
    '---',
    '',
    'First [see us](/contact?from=a), then <a href="/abuot">about</a>.',
    '',
    '[ref]: /insights',
    '',
  ].join('\n'),
  'content/images/README.md': 'Put [photos](/nowhere) here.\n',
  'content/images/photo.jpg': '',
  'public/images/logo.svg': '<svg/>',
}
const targets = (dir: string) => ({
  pages: ['/', '/about', '/contact', '/terms', '/insights', '/careers/life-at-northstar'],
  redirects: ['/more-about-us'],
  fileDirs: [join(dir, 'public'), join(dir, 'content')],
})

test('every internal link of YAML fields and Markdown bodies is found, with its file, line and field', () => {
  const dir = project(files)
  const links = contentLinks(join(dir, 'content'), { slug: 'northstar' })
  expect(links).toEqual([
    { file: 'content/articles/news/a.md', line: 4, field: 'image.src', href: '/images/photo.jpg' },
    { file: 'content/articles/news/a.md', line: 7, field: 'body', href: '/contact?from=a' },
    { file: 'content/articles/news/a.md', line: 7, field: 'body', href: '/abuot' },
    { file: 'content/articles/news/a.md', line: 9, field: 'body', href: '/insights' },
    { file: 'content/navigation.yaml', line: 3, field: 'menu.0.href', href: '/contcat' },
    {
      file: 'content/navigation.yaml',
      line: 5,
      field: 'menu.1.href',
      href: '/careers/life-at-northstar#stories',
    },
    { file: 'content/navigation.yaml', line: 7, field: 'footer.note', href: '/terms' },
    { file: 'content/navigation.yaml', line: 7, field: 'footer.note', href: '/more-about-us' },
    { file: 'content/navigation.yaml', line: 8, field: 'footer.logo', href: '/images/logo.svg' },
    { file: 'content/navigation.yaml', line: 9, field: 'footer.photo', href: '/images/missing.jpg' },
  ])
})

test('a link to no page, redirect or file is a problem naming it, and the page it likely meant', () => {
  const dir = project(files)
  const problems = linkProblems(contentLinks(join(dir, 'content'), { slug: 'northstar' }), targets(dir))
  expect(problems).toEqual([
    'content/articles/news/a.md:7: body: /abuot: no page has this address (did you mean /about?)',
    'content/navigation.yaml:3: menu.0.href: /contcat: no page has this address (did you mean /contact?)',
    `content/navigation.yaml:9: footer.photo: /images/missing.jpg: no such file in ${dir}/public/ or ${dir}/content/`,
  ])
})
