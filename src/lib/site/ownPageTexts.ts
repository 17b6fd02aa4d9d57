import { LEGAL } from '@/content/legal'
import { PAGE_TEXTS, type OwnPageTexts } from '@/content/pages'
import { getServicePage } from '@/content/services'

import { pageSearchTitle } from '../searchResult'
import { normalizePagePath } from './paths'

/** What a page shows of its own, before any page-content override: its title as search results show it, its description and its main heading. */
export type OwnTexts = { path: string; title: string; description: string; h1: string }

/** The part of an article its page's own texts come from. */
export type ArticleTexts = { title: string; metaDescription: string | null; excerpt: string }

const own = (path: string, texts: OwnPageTexts, firmName: string): OwnTexts => ({
  path,
  title: pageSearchTitle(path, texts.title, firmName),
  description: texts.description,
  h1: texts.h1,
})

/**
 * The own texts of the page at `path` (any spelling the page-content form accepts, e.g. '/About/'), as the page itself
 * builds them: the home page and the other pages of src/content/pages.ts, the service pages, the legal pages, and an
 * article's page from `article` (its title, then its meta description or else its excerpt). null for an address
 * without a page, or an article's address without `article`.
 */
export function ownPageTexts(rawPath: string, firmName: string, article?: ArticleTexts | null): OwnTexts | null {
  const path = normalizePagePath(rawPath)
  if (Object.prototype.hasOwnProperty.call(PAGE_TEXTS, path)) return own(path, PAGE_TEXTS[path as keyof typeof PAGE_TEXTS], firmName)
  const service = /^\/services\/([^/]+)$/.exec(path)
  const page = service ? getServicePage(service[1]!) : undefined
  if (page) return own(path, { title: page.title, description: page.description, h1: page.hero.heading }, firmName)
  const legal = Object.values(LEGAL).find((l) => l.path === path)
  if (legal) return own(path, { title: legal.title, description: legal.description, h1: legal.title }, firmName)
  if (/^\/blog\/[^/]+$/.test(path) && article) {
    return own(path, { title: article.title, description: article.metaDescription || article.excerpt, h1: article.title }, firmName)
  }
  return null
}
