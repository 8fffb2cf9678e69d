import { useEffect, useRef, useState } from 'react'
import { contentApi } from '#app/lib/admin-api/content.ts'
import { creditOf, formatWhen } from '#app/lib/format.ts'
import type { Release } from '#contract/content.ts'

/** How often a building release is asked after: often at first (most go live within a second), then less. */
const pollMs = (followedFor: number) => (followedFor < 10_000 ? 250 : 1500)

/** A release, followed while it builds: polls until it is live or has failed, then calls `onDone`. */
export function useRelease(initial: Release | null, onDone?: (release: Release) => void) {
  const [release, setRelease] = useState(initial)
  const [followed, setFollowed] = useState(initial)
  const since = useRef(0)
  if (initial !== followed) {
    setFollowed(initial)
    setRelease(initial)
  }
  useEffect(() => {
    if (release?.state !== 'building') {
      since.current = 0
      return
    }
    since.current ||= Date.now()
    const timer = setTimeout(
      () => {
        void contentApi.release(release.id).then((result) => {
          if (!result.ok) return
          setRelease(result.data.release)
          if (result.data.release.state !== 'building') onDone?.(result.data.release)
        })
      },
      pollMs(Date.now() - since.current),
    )
    return () => clearTimeout(timer)
  }, [release, onDone])
  return release
}

/** What the newest release is doing: building, live, or failed and why. Read out as it changes. */
export function ReleaseLine({
  release: initial,
  onDone,
}: {
  release: Release | null
  onDone?: (release: Release) => void
}) {
  const release = useRelease(initial, onDone)
  return (
    <div role="status" className="mb-6">
      {release ? <ReleaseText release={release} /> : null}
    </div>
  )
}

function ReleaseText({ release }: { release: Release }) {
  switch (release.state) {
    case 'building':
      return (
        <p className="rounded-md bg-slate-100 p-4 text-slate-800">
          Publishing: {release.summary}. The pages it changes are being written; this takes a few seconds.
        </p>
      )
    case 'failed':
      return (
        <div className="rounded-md bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Not published: {release.summary}. The live site is unchanged.</p>
          {release.error ? <pre className="mt-2 text-sm whitespace-pre-wrap">{release.error}</pre> : null}
        </div>
      )
    default:
      return (
        <p className="rounded-md bg-green-50 p-4 text-green-900">
          Live since {release.finishedAt ? formatWhen(release.finishedAt) : 'now'}: {release.summary}
          {creditOf(release) ? `, ${creditOf(release)}` : ''}.
        </p>
      )
  }
}
