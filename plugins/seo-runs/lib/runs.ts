import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { SeoRun } from '../../../src/payload-types'

type Kind = SeoRun['kind']

/** Records a long operation's progress in `seo-runs` (written with the Local API as the system). */
export class RunRecorder {
  private lastWrite = 0
  constructor(
    private readonly payload: Payload,
    readonly id: number,
  ) {}

  static async create(payload: Payload, kind: Kind, trigger: string, req?: PayloadRequest): Promise<RunRecorder> {
    const run = await payload.create({ collection: 'seo-runs', data: { kind, status: 'queued', trigger }, overrideAccess: true, req })
    return new RunRecorder(payload, run.id)
  }

  /**
   * Marks a queued run as running by job `jobId`, in one atomic UPDATE. False when another worker has already taken it (a job
   * that reached two workers despite `runJobNow`): the second then leaves the run alone.
   */
  async claim(message: string, jobId: number | string): Promise<boolean> {
    const taken = await this.payload.db.drizzle.execute(sql`
      UPDATE seo_runs SET status = 'running', message = ${message}, job_id = ${Number(jobId)}, started_at = now(), updated_at = now()
      WHERE id = ${this.id} AND status = 'queued'
      RETURNING id`)
    return taken.rows.length === 1
  }

  async start(total: number | null, message: string) {
    await this.update({ status: 'running', total, done: 0, message, started_at: new Date().toISOString() })
  }

  /** Progress, written at most every 500 ms (and always for the last item). */
  async progress(done: number, total: number, message: string) {
    const now = Date.now()
    if (done < total && now - this.lastWrite < 500) return
    this.lastWrite = now
    await this.update({ done, total, message })
  }

  async complete(message: string, result: Record<string, unknown>) {
    await this.update({ status: 'completed', message, result, finished_at: new Date().toISOString() })
  }

  async fail(message: string, result?: Record<string, unknown>) {
    await this.update({ status: 'failed', message: message.slice(0, 1000), result, finished_at: new Date().toISOString() })
  }

  private async update(data: Partial<SeoRun>) {
    await this.payload.update({ collection: 'seo-runs', id: this.id, data, overrideAccess: true })
  }
}
