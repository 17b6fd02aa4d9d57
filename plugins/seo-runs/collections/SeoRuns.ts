import type { CollectionConfig } from 'payload'

import { adminOnly, nameOnCreate, systemWritten, TITLE_FIELD } from '../../shared/collection'
import { istStamp } from '../../shared/time'
import { validateWholeNumber } from '../../../src/lib/validation/wholeNumber'

export const RUN_KINDS = [
  { label: 'Crawl and score', value: 'crawl' },
  { label: 'Rank refresh', value: 'ranks' },
  { label: 'Health check', value: 'health' },
  { label: 'Data repair', value: 'repair' },
] as const

const KIND_LABELS: Record<string, string> = Object.fromEntries(RUN_KINDS.map((k) => [k.value, k.label]))

/** A run's name in the admin: what it did and when it was queued, in India's time ("Crawl and score, 22 Nov 2026, 21:09 IST"). */
export function runTitle(kind: string, at: Date): string {
  return `${KIND_LABELS[kind] ?? kind}, ${istStamp(at)}`
}

// A run takes seconds to minutes: its times are shown to the second.
const RUN_DATE = { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy, HH:mm:ss' } as const

/**
 * One row per long SEO operation, updated as it runs, so a view can poll GET /api/seo-runs/:id for
 * status, progress (done of total) and the result. Written by the system only: admins read runs and may
 * delete them, but nobody creates or edits one by hand (a run that says what did not happen is worse than none).
 */
const runs = adminOnly({
  slug: 'seo-runs',
  labels: { singular: 'SEO run', plural: 'SEO runs' },
  graphQL: { singularName: 'SeoRun', pluralName: 'SeoRuns' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'status', 'done', 'total', 'message'] },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [nameOnCreate((data, at) => (typeof data.kind === 'string' ? runTitle(data.kind, at) : undefined))] },
  fields: [
    TITLE_FIELD,
    { name: 'kind', type: 'select', required: true, options: [...RUN_KINDS], index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: [
        { label: 'Queued', value: 'queued' },
        { label: 'Running', value: 'running' },
        { label: 'Completed', value: 'completed' },
        { label: 'Failed', value: 'failed' },
      ],
    },
    { type: 'row', fields: [{ name: 'done', type: 'number', min: 0, defaultValue: 0, validate: validateWholeNumber }, { name: 'total', type: 'number', min: 0, validate: validateWholeNumber }] },
    { name: 'message', type: 'text', maxLength: 1000 },
    { name: 'result', type: 'json' },
    { name: 'started_at', type: 'date', admin: { date: RUN_DATE } },
    { name: 'finished_at', type: 'date', admin: { date: RUN_DATE } },
    { name: 'trigger', type: 'text', maxLength: 60, admin: { description: 'manual, schedule, content change or first start.' } },
    {
      name: 'job_id',
      type: 'number',
      index: true,
      admin: { readOnly: true, description: 'The payload-jobs row that runs it: a run whose job a stopped server left behind is marked failed.' },
    },
  ],
  timestamps: true,
})

export const SeoRuns: CollectionConfig = systemWritten(runs)
