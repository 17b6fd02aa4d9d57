import type { Config } from 'payload'

import { extendConfig } from '../shared/plugin'
import { DataBackups } from './collections/DataBackups'
import { Quarantine } from './collections/Quarantine'
import { repairDataEndpoint, scanDataEndpoint } from './endpoints/data'
import { purgeBackupsTask } from './jobs/purgeBackups'
import type { SeoRepairOptions } from './types'

/** Data validation and repair: scanner, 5-phase repair with backups (48 h) and quarantine. */
export const seoRepairPlugin =
  (options: SeoRepairOptions = {}) =>
  (config: Config): Config =>
    extendConfig(
      config,
      { collections: [DataBackups, Quarantine], endpoints: [scanDataEndpoint, repairDataEndpoint], tasks: [purgeBackupsTask] },
      options,
    )
