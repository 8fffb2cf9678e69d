import type { FastifyInstance } from 'fastify'
import type { Core } from '#server/modules/common.ts'
import { createRetention, type Sweeps } from './retention.ts'

const SWEEP_MS = 60 * 60 * 1000

/**
 * Personal data is deleted when its retention period ends (see RETENTION): at start, then hourly,
 * each feature sweeping its own tables when asked.
 */
export function retentionModule(
  app: FastifyInstance,
  { clock, audit }: Core,
  sweeps: Omit<Sweeps, 'auditEntries'>,
) {
  const retention = createRetention({ sweeps: { ...sweeps, auditEntries: audit.sweep }, clock })
  const sweep = () =>
    retention.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'retention sweep failed'))
  const timer = setInterval(() => void sweep(), SWEEP_MS).unref()
  app.addHook('onReady', async () => {
    await retention.sweep()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}
