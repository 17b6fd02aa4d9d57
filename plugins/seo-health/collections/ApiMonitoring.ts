import { adminOnly, systemWritten } from '../../shared/collection'
import { validateWholeNumber } from '../../../src/lib/validation/wholeNumber'

/** The latest state of each external service the suite depends on (spec `api_monitoring`), as the health check measured it. */
export const ApiMonitoring = systemWritten(
  adminOnly({
    slug: 'api-monitoring',
    labels: { singular: 'API monitor', plural: 'API monitoring' },
    graphQL: { singularName: 'ApiMonitor', pluralName: 'ApiMonitors' },
    admin: { useAsTitle: 'service_name', defaultColumns: ['service_name', 'status', 'response_time', 'success_rate', 'last_checked_at'] },
    defaultSort: 'service_name',
    fields: [
      { name: 'service_name', type: 'text', required: true, unique: true, maxLength: 100 },
      {
        name: 'status',
        type: 'select',
        required: true,
        options: [
          { label: 'Healthy', value: 'healthy' },
          { label: 'Degraded', value: 'degraded' },
          { label: 'Down', value: 'down' },
          { label: 'Not configured', value: 'not_configured' },
        ],
      },
      {
        name: 'success_rate',
        type: 'number',
        min: 0,
        max: 100,
        admin: {
          description: 'Share of this service’s checks that succeeded, in percent.',
          components: { Cell: '/plugins/seo-health/admin/MonitorCells#SuccessRateCell' },
        },
      },
      {
        name: 'response_time',
        type: 'number',
        min: 0,
        admin: { description: 'Milliseconds, last check.', components: { Cell: '/plugins/seo-health/admin/MonitorCells#ResponseTimeCell' } },
      },
      { name: 'endpoint_url', type: 'text', maxLength: 1000 },
      { name: 'checks_total', type: 'number', min: 0, defaultValue: 0, validate: validateWholeNumber },
      { name: 'checks_ok', type: 'number', min: 0, defaultValue: 0, validate: validateWholeNumber },
      { name: 'last_checked_at', type: 'date' },
      { name: 'last_error', type: 'text', maxLength: 1000 },
    ],
    timestamps: true,
  }),
)
