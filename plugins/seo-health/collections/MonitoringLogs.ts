import { adminOnly } from '../../shared/collection'

/** One row per health check run: the overall status and details { checks, timestamp, summary }. */
export const MonitoringLogs = adminOnly({
  slug: 'monitoring-logs',
  labels: { singular: 'Monitoring log', plural: 'Monitoring logs' },
  graphQL: { singularName: 'MonitoringLog', pluralName: 'MonitoringLogs' },
  admin: { useAsTitle: 'check_type', defaultColumns: ['check_type', 'status', 'createdAt'] },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['check_type', 'createdAt'] }],
  fields: [
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
