/** What the last action did, or why it failed: read out by screen readers as it changes. */
export function StatusLine({ notice }: { notice: { ok: boolean; text: string } | null }) {
  return (
    <p
      role="status"
      className={notice?.ok === false ? 'font-medium text-red-strong' : 'font-medium text-success'}
    >
      {notice?.text}
    </p>
  )
}
