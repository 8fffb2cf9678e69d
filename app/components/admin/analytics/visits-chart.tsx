import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { ParentSize } from '@visx/responsive'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar, LinePath } from '@visx/shape'
import { useId } from 'react'
import type { AnalyticsResponse } from '#contract/analytics.ts'

type Day = AnalyticsResponse['days'][number]

const NAVY = '#00263e'
const TEAL = '#2a9d8f'
const HEIGHT = 240
const MARGIN = { top: 12, right: 12, bottom: 32, left: 44 }

/** "30 Nov" from "2026-11-30", on any clock: the date is the firm's already. */
const shortDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })

/**
 * Each day of the period: visitors as bars, page views as a line. The figures themselves are in the
 * table below it, for a screen reader and for anyone who wants the numbers.
 */
export function VisitsChart({ days }: { days: Day[] }) {
  const id = useId()
  const busiest = days.reduce((best, day) => (day.visitors > best.visitors ? day : best), days[0]!)
  const total = days.reduce((sum, day) => sum + day.visitors, 0)
  return (
    <figure aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="font-semibold text-navy">
        Each day: visitors (bars) and page views (line)
      </figcaption>
      <div className="mt-2 flex gap-4 text-sm text-slate-700" aria-hidden="true">
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm" style={{ background: TEAL }} /> Visitors
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4" style={{ background: NAVY }} /> Page views
        </span>
      </div>
      <div style={{ height: HEIGHT }} className="mt-2">
        <ParentSize debounceTime={50}>
          {({ width }) =>
            width > 0 ? (
              <Plot
                days={days}
                width={width}
                label={`${total} visitors over ${days.length} days; the busiest day ${shortDate(busiest.day)}, with ${busiest.visitors}.`}
              />
            ) : null
          }
        </ParentSize>
      </div>
    </figure>
  )
}

function Plot({ days, width, label }: { days: Day[]; width: number; label: string }) {
  const innerWidth = width - MARGIN.left - MARGIN.right
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom
  const x = scaleBand({ domain: days.map((day) => day.day), range: [0, innerWidth], padding: 0.2 })
  const top = Math.max(1, ...days.map((day) => Math.max(day.views, day.visitors)))
  const y = scaleLinear({ domain: [0, top], range: [innerHeight, 0], nice: true })
  // About one date label per 70 pixels, whatever the period's length and the screen's width.
  const every = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(innerWidth / 70))))
  const middle = (day: string) => (x(day) ?? 0) + x.bandwidth() / 2
  return (
    <svg width={width} height={HEIGHT} role="img" aria-label={label}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {days.map((day) => (
          <Bar
            key={day.day}
            x={x(day.day)}
            y={y(day.visitors)}
            width={x.bandwidth()}
            height={innerHeight - y(day.visitors)}
            fill={TEAL}
          >
            <title>{`${shortDate(day.day)}: ${day.visitors} visitors, ${day.views} page views`}</title>
          </Bar>
        ))}
        <LinePath
          data={days}
          x={(day) => middle(day.day)}
          y={(day) => y(day.views)}
          stroke={NAVY}
          strokeWidth={2}
        />
        <AxisLeft
          scale={y}
          numTicks={4}
          tickFormat={(value) => String(value)}
          stroke="#94a3b8"
          tickStroke="#94a3b8"
          tickLabelProps={{ fill: '#334155', fontSize: 12, textAnchor: 'end', dx: -4, dy: 4 }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={days.filter((_, i) => i % every === 0).map((day) => day.day)}
          tickFormat={shortDate}
          stroke="#94a3b8"
          tickStroke="#94a3b8"
          tickLabelProps={{ fill: '#334155', fontSize: 12, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  )
}
