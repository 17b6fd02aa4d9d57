import type { CollectionConfig, Config, Endpoint } from 'payload'

/** Options every SEO plugin takes. */
export type SeoPluginOptions = {
  /**
   * Turns the plugin's endpoints off. Its collections stay, so the database schema and migrations do not
   * change when a plugin is disabled.
   */
  enabled?: boolean
}

/** Returns a new config with the plugin's collections (always) and endpoints (when enabled). */
export function extendConfig(
  config: Config,
  { collections, endpoints = [] }: { collections: CollectionConfig[]; endpoints?: Endpoint[] },
  { enabled = true }: SeoPluginOptions,
): Config {
  return {
    ...config,
    collections: [...(config.collections ?? []), ...collections],
    endpoints: [...(config.endpoints ?? []), ...(enabled ? endpoints : [])],
  }
}
