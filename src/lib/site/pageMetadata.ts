import type { Metadata } from 'next'

import { getPageOverrides } from '../data/pageContent'
import { getSiteSettings } from '../data/settings'
import { buildMetadata, type PageMetaInput } from './metadata'

/** `generateMetadata` for a page: its own texts, overridden by its `page-content` document. */
export async function pageMetadata(input: PageMetaInput): Promise<Metadata> {
  const [overrides, settings] = await Promise.all([getPageOverrides(input.path), getSiteSettings()])
  return buildMetadata(input, overrides, settings.firmName)
}
