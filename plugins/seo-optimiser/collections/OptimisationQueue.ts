import { adminOnly, measuredCell, PRIORITIES, validateTargetUrl } from '../../shared/collection'
import { validateWholeNumber } from '../../../src/lib/validation/wholeNumber'

export const QUEUE_STATUSES = [
  { label: 'Pending', value: 'pending' },
  { label: 'In review', value: 'in_review' },
  { label: 'Approved', value: 'approved' },
  { label: 'Rejected', value: 'rejected' },
  { label: 'Completed', value: 'completed' },
] as const

/** Keywords waiting for optimisation or manual review (spec `optimization_queue`). */
export const OptimisationQueue = adminOnly({
  slug: 'optimisation-queue',
  labels: { singular: 'Queued optimisation', plural: 'Optimisation queue' },
  graphQL: { singularName: 'OptimisationQueueItem', pluralName: 'OptimisationQueueItems' },
  admin: { useAsTitle: 'keyword_text', defaultColumns: ['keyword_text', 'target_url', 'current_score', 'priority', 'status', 'createdAt'] },
  defaultSort: '-createdAt',
  fields: [
    { name: 'keyword', type: 'relationship', relationTo: 'keywords', index: true },
    { name: 'keyword_text', type: 'text', required: true, maxLength: 200 },
    { name: 'target_url', type: 'text', required: true, maxLength: 500, validate: validateTargetUrl },
    { name: 'current_score', type: 'number', min: 0, max: 100, admin: { components: { Cell: measuredCell('Not scored') } } },
    { name: 'search_volume', type: 'number', min: 0, validate: validateWholeNumber, admin: { components: { Cell: measuredCell() } } },
    { name: 'priority', type: 'select', defaultValue: 'medium', options: [...PRIORITIES] },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', options: [...QUEUE_STATUSES], index: true },
    { name: 'suggested_improvements', type: 'json' },
    { name: 'estimated_impact', type: 'number', min: 0, admin: { components: { Cell: measuredCell('Not estimated') } } },
    { name: 'review_notes', type: 'textarea', maxLength: 2000 },
  ],
  timestamps: true,
})
