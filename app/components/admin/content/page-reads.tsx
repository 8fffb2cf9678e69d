import { useEffect, useState } from 'react'
import { analyticsApi } from '#app/lib/admin-api/analytics.ts'
import { READS_DAYS } from '#contract/analytics-constants.ts'
import type { PageReads } from '#contract/analytics.ts'

const number = (value: number) => value.toLocaleString('en-GB')

/** How many read a published page lately, beside it in the editor: for those who may see the figures. */
export function PageReadsLine({ url }: { url: string }) {
  const [reads, setReads] = useState<PageReads | null>(null)
  useEffect(() => {
    let current = true
    void analyticsApi.pageReads(url).then((result) => {
      if (current && result.ok) setReads(result.data)
    })
    return () => {
      current = false
    }
  }, [url])
  if (!reads) return null
  return (
    <p className="mt-2 text-sm text-slate-700">
      {`Read in the last ${READS_DAYS} days by ${number(reads.visitors)} ${reads.visitors === 1 ? 'visitor' : 'visitors'} (${number(reads.views)} page ${reads.views === 1 ? 'view' : 'views'}). `}
      <a href="/superadmin/analytics" className="text-navy underline underline-offset-4">
        All figures
      </a>
    </p>
  )
}
