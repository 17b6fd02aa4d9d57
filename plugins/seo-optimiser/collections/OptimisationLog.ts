import { adminOnly, systemWritten } from '../../shared/collection'

/** What each optimisation run did to a page and whether it was verified (spec `real_optimization_log`). */
export const OptimisationLog = systemWritten(
  adminOnly({
    slug: 'optimisation-log',
    labels: { singular: 'Optimisation log entry', plural: 'Optimisation log' },
    graphQL: { singularName: 'OptimisationLogEntry', pluralName: 'OptimisationLogEntries' },
    admin: { useAsTitle: 'keyword', defaultColumns: ['keyword', 'target_url', 'status', 'timestamp'] },
    defaultSort: '-timestamp',
    fields: [
      { name: 'keyword', type: 'text', required: true, maxLength: 200, index: true },
      { name: 'target_url', type: 'text', required: true, maxLength: 500 },
      { name: 'modifications_applied', type: 'json', admin: { description: 'One line per change.' } },
      {
        name: 'status',
        type: 'select',
        required: true,
        options: [
          { label: 'Completed and verified', value: 'completed_verified' },
          { label: 'Failed', value: 'failed_with_reason' },
        ],
      },
      { name: 'reason', type: 'text', maxLength: 1000 },
      { name: 'timestamp', type: 'date', required: true, index: true },
    ],
    timestamps: true,
  }),
)
