import { cache } from 'react'

import { listArticles } from '../data/articles'
import { getSiteSettings } from '../data/settings'
import { ownPageTexts, type OwnTexts } from './ownPageTexts'
import { normalizePagePath } from './paths'

// Read once per server render: the list's cells of one page ask together, and a cold cache would otherwise query per row.
const settingsOnce = cache(getSiteSettings)
const articlesOnce = cache(listArticles)

/**
 * The own texts of the page at `path` as the site shows them now (server only: the site settings' firm name and, for
 * an article's address, the published articles, both from the site's cache), with the firm name; `texts` null when the
 * site has no page there, `article` whether the path is an article's address.
 */
export async function ownTextsAt(path: string): Promise<{ texts: OwnTexts | null; article: boolean; firmName: string }> {
  const slug = /^\/blog\/([^/]+)$/.exec(normalizePagePath(path))?.[1]
  const [settings, articles] = await Promise.all([settingsOnce(), slug ? articlesOnce() : []])
  return { texts: ownPageTexts(path, settings.firmName, articles.find((a) => a.slug === slug) ?? null), article: Boolean(slug), firmName: settings.firmName }
}
