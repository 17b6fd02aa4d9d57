import type { TaskConfig } from 'payload'

import { SEO_QUEUE } from '../../shared/plugin'
import { purgeExpiredBackups } from '../lib/repair'

/** Hourly: deletes data-repair backups past their 48-hour retention. */
export const purgeBackupsTask: TaskConfig<'seo-purge-backups'> = {
  slug: 'seo-purge-backups',
  label: 'Purge expired data-repair backups',
  outputSchema: [{ name: 'purged', type: 'number' }],
  retries: 0,
  schedule: [{ cron: '15 * * * *', queue: SEO_QUEUE }],
  handler: async ({ req }) => ({ output: { purged: await purgeExpiredBackups(req.payload) } }),
}
