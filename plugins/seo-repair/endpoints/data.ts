import type { Endpoint } from 'payload'
import { z } from 'zod'

import { strictObject } from '../../../src/lib/validation/strictObject'

import { RunRecorder } from '../../seo-runs/lib/runs'
import { adminInput, json } from '../../shared/endpoint'
import { runRepairPlan, scanData } from '../lib/repair'

const bodySchema = strictObject(
  { target: z.enum(['optimisations', 'keywords'], { error: 'target must be optimisations or keywords' }).default('optimisations') },
  'Send a JSON object',
)

/** POST /api/seo/data/scan (admins) { target }: the invalid-record scan; changes nothing. */
export const scanDataEndpoint: Endpoint = {
  path: '/seo/data/scan',
  method: 'post',
  handler: async (req) => {
    const input = await adminInput(req, bodySchema)
    if (!input.ok) return input.response
    return json(await scanData(req.payload, input.data.target))
  },
}

/** POST /api/seo/data/repair (admins) { target }: runs the 5-phase repair plan and answers with its report. */
export const repairDataEndpoint: Endpoint = {
  path: '/seo/data/repair',
  method: 'post',
  handler: async (req) => {
    const input = await adminInput(req, bodySchema)
    if (!input.ok) return input.response
    const { target } = input.data
    const run = await RunRecorder.create(req.payload, 'repair', 'manual')
    await run.start(5, `Repairing ${target}`)
    try {
      const report = await runRepairPlan(req.payload, target, run.id)
      const failed = report.phases.filter((p) => p.status === 'failed').length
      const message = `${report.phases.length} phases run${failed ? `, ${failed} failed` : ''}: ${report.totals.recordsFixed} fixed, ${report.totals.recordsQuarantined} quarantined`
      if (failed) await run.fail(message, report as unknown as Record<string, unknown>)
      else await run.complete(message, report as unknown as Record<string, unknown>)
      return json({ runId: run.id, message, ...report }, failed ? 500 : 200)
    } catch (err) {
      await run.fail(`Data repair process failed: ${err instanceof Error ? err.message : String(err)}`)
      req.payload.logger.error({ msg: 'Data repair failed', err })
      return json({ errors: [{ message: 'Data repair process failed' }] }, 500)
    }
  },
}
