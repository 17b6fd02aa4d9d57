import type { CollectionBeforeChangeHook } from 'payload'

import { adminOnly } from '../../shared/collection'
import { istStamp } from '../../shared/time'

const CHECK_LABELS: Record<string, string> = { comprehensive_health: 'Health check' }

/** A log's name in the admin: the check and when it ran, in India's time ("Health check, 22 Nov 2026, 21:09 IST"). */
export function logTitle(checkType: string, at: Date): string {
  return `${CHECK_LABELS[checkType] ?? checkType}, ${istStamp(at)}`
}

// Named from the time it is created at (set here, so the name and createdAt agree to the minute).
const nameLog: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'create') return data
  const at = new Date()
  return { ...data, createdAt: at.toISOString(), title: logTitle(typeof data.check_type === 'string' ? data.check_type : 'comprehensive_health', at) }
}

/** One row per health check run: the overall status and details { checks, timestamp, summary }. */
export const MonitoringLogs = adminOnly({
  slug: 'monitoring-logs',
  labels: { singular: 'Monitoring log', plural: 'Monitoring logs' },
  graphQL: { singularName: 'MonitoringLog', pluralName: 'MonitoringLogs' },
  // A stored title: Payload does not allow a virtual field as the title.
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'status'] },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['check_type', 'createdAt'] }],
  hooks: { beforeChange: [nameLog] },
  fields: [
    { name: 'title', type: 'text', maxLength: 120, admin: { hidden: true } },
    { name: 'check_type', type: 'text', required: true, defaultValue: 'comprehensive_health', maxLength: 60 },
    {
      name: 'status',
      type: 'select',
      required: true,
      options: [
        { label: 'Healthy', value: 'healthy' },
        { label: 'Degraded', value: 'degraded' },
        { label: 'Critical', value: 'critical' },
      ],
    },
    { name: 'details', type: 'json', required: true },
  ],
  timestamps: true,
})
