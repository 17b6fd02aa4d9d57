import { listArticles } from '../data/articles'
import { getSiteSettings } from '../data/settings'
import { ownPageTexts, type OwnTexts } from './ownPageTexts'
import { normalizePagePath } from './paths'

/**
 * The own texts of the page at `path` as the site shows them now (server only: the site settings' firm name and, for
 * an article's address, the published articles, both from the site's cache), with the firm name; `texts` null when the
 * site has no page there, `article` whether the path is an article's address.
 */
export async function ownTextsAt(path: string): Promise<{ texts: OwnTexts | null; article: boolean; firmName: string }> {
  const slug = /^\/blog\/([^/]+)$/.exec(normalizePagePath(path))?.[1]
  const [settings, articles] = await Promise.all([getSiteSettings(), slug ? listArticles() : []])
  return { texts: ownPageTexts(path, settings.firmName, articles.find((a) => a.slug === slug) ?? null), article: Boolean(slug), firmName: settings.firmName }
}
