import { adminOnly, nameOnCreate, systemWritten, TITLE_FIELD } from '../../shared/collection'
import { istStamp } from '../../shared/time'

const CHECK_LABELS: Record<string, string> = { comprehensive_health: 'Health check' }

/** A log's name in the admin: the check and when it ran, in India's time ("Health check, 22 Nov 2026, 21:09 IST"). */
export function logTitle(checkType: string, at: Date): string {
  return `${CHECK_LABELS[checkType] ?? checkType}, ${istStamp(at)}`
}

/** One row per health check run: the overall status and details { checks, timestamp, summary }, written by the check only. */
export const MonitoringLogs = systemWritten(
  adminOnly({
    slug: 'monitoring-logs',
    labels: { singular: 'Monitoring log', plural: 'Monitoring logs' },
    graphQL: { singularName: 'MonitoringLog', pluralName: 'MonitoringLogs' },
    // A stored title: Payload does not allow a virtual field as the title.
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'status'] },
    defaultSort: '-createdAt',
    indexes: [{ fields: ['check_type', 'createdAt'] }],
    hooks: { beforeChange: [nameOnCreate((data, at) => logTitle(typeof data.check_type === 'string' ? data.check_type : 'comprehensive_health', at))] },
    fields: [
      TITLE_FIELD,
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
  }),
)
