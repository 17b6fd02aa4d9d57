import type { CollectionConfig, Config, Endpoint, GlobalConfig, TaskConfig } from 'payload'

import { withHeartbeat } from './jobs'

/** Options every SEO plugin takes. */
export type SeoPluginOptions = {
  /**
   * Turns the plugin's endpoints off. Its collections stay, so the database schema and migrations do not
   * change when a plugin is disabled.
   */
  enabled?: boolean
}

/** The jobs queue the SEO suite's tasks run on (the server runs it every minute). */
export const SEO_QUEUE = 'seo'

/** Whether this process is the running web server (not `next build`, a script or a test's Local API). */
export const isServingProcess = () => process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build'

/**
 * Returns a new config with the plugin's collections (always), and its endpoints and job tasks (when
 * enabled). Task schedules only enqueue; the `seo` queue's runner is configured once in payload.config.ts. Each task
 * beats while it runs (withHeartbeat), so a job a stopped server left behind can be told apart and released.
 */
export function extendConfig(
  config: Config,
  {
    collections,
    globals = [],
    endpoints = [],
    tasks = [],
  }: { collections: CollectionConfig[]; globals?: GlobalConfig[]; endpoints?: Endpoint[]; tasks?: TaskConfig<any>[] },
  { enabled = true }: SeoPluginOptions,
): Config {
  return {
    ...config,
    collections: [...(config.collections ?? []), ...collections],
    globals: [...(config.globals ?? []), ...globals],
    endpoints: [...(config.endpoints ?? []), ...(enabled ? endpoints : [])],
    jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), ...(enabled ? tasks.map(withHeartbeat) : [])] },
  }
}
