import { urlKeywordScore } from '../../seo-keywords/lib/urlAnalysis'
import { containsPhrase, countPhrase, phraseWordCount } from './keywordMatch'
import type { PageFacts } from './parsePage'

/** Category weights of the comprehensive score (spec 02 section 9). */
export const PAGE_SCORE_WEIGHTS = {
  onPage: 0.3,
  technical: 0.25,
  content: 0.2,
  experience: 0.15,
  authority: 0.1,
} as const
export type ScoreCategory = keyof typeof PAGE_SCORE_WEIGHTS

/** Limits of the checks, modelled on the established focus-keyword analysers. */
export const PAGE_LIMITS = {
  titleMin: 50,
  titleMax: 60,
  descriptionMin: 120,
  descriptionMax: 160,
  minWords: 300,
  densityMin: 0.5,
  densityMax: 2.5,
  introShare: 0.1,
  minInternalLinks: 3,
  minExternalLinks: 1,
  urlKeywordMin: 60,
} as const

export type Check = { id: string; category: ScoreCategory; passed: boolean; reason: string }

export type PageScore = {
  score: number
  categories: Record<ScoreCategory, number>
  checks: Check[]
  keyword: { inTitle: boolean; inDescription: boolean; inHeadings: boolean; contentFrequency: number; density: number }
}

const pct = (n: number) => Math.round(n * 10) / 10

/** Keyword placement signals of a page, as stored on `keywords`. */
export function keywordSignals(facts: Pick<PageFacts, 'title' | 'meta_description' | 'h1_tag' | 'headings' | 'body_text' | 'word_count'>, keyword: string) {
  const frequency = countPhrase(facts.body_text, keyword)
  const keywordWords = phraseWordCount(keyword) || 1
  return {
    inTitle: containsPhrase(facts.title, keyword),
    inDescription: containsPhrase(facts.meta_description, keyword),
    inHeadings: containsPhrase(facts.h1_tag, keyword) || facts.headings.some((h) => containsPhrase(h, keyword)),
    contentFrequency: frequency,
    density: facts.word_count ? pct(((frequency * keywordWords) / facts.word_count) * 100) : 0,
  }
}

/**
 * The comprehensive page score for a focus keyword, from a page audit: every check passes or fails with a
 * reason a person can act on; each category scores the share of its checks passed; the total weighs the
 * categories 30/25/20/15/10. Nothing is fixed: an empty page scores low, a good page high.
 */
export function scorePage(facts: PageFacts, keyword: string, siteOrigin: string): PageScore {
  const k = keywordSignals(facts, keyword)
  const words = facts.body_text.split(' ')
  const intro = words.slice(0, Math.max(1, Math.ceil(words.length * PAGE_LIMITS.introShare))).join(' ')
  const titleLen = facts.title.length
  const descLen = facts.meta_description.length
  const urlScore = urlKeywordScore(keyword, facts.page_url)
  const expectedCanonical = new URL(facts.page_url, siteOrigin).href.replace(/\/$/, '')
  const canonical = facts.canonical ? new URL(facts.canonical, siteOrigin).href.replace(/\/$/, '') : ''
  const check = (id: string, category: ScoreCategory, passed: boolean, pass: string, fail: string): Check => ({
    id,
    category,
    passed,
    reason: passed ? pass : fail,
  })

  const checks: Check[] = [
    check('keyword-in-title', 'onPage', k.inTitle, `The title contains “${keyword}”.`, `Add “${keyword}” to the page title, ideally near the start.`),
    check('keyword-in-description', 'onPage', k.inDescription, `The meta description contains “${keyword}”.`, `Use “${keyword}” in the meta description.`),
    check('keyword-in-url', 'onPage', urlScore >= PAGE_LIMITS.urlKeywordMin, `The URL carries the keyword (URL score ${urlScore}%).`, `The URL carries little of the keyword (URL score ${urlScore}%); consider a keyword-rich path.`),
    check('keyword-in-introduction', 'onPage', containsPhrase(intro, keyword), 'The keyword appears in the first 10% of the text.', `Mention “${keyword}” in the opening paragraph.`),
    check('keyword-in-subheadings', 'onPage', facts.headings.some((h) => containsPhrase(h, keyword)), 'A subheading contains the keyword.', `Use “${keyword}” in at least one H2 or H3 subheading.`),
    check('keyword-in-image-alt', 'onPage', facts.image_alts.some((a) => containsPhrase(a, keyword)), 'An image alt text contains the keyword.', facts.images_count ? `Describe an image with alt text that includes “${keyword}”.` : `Add a relevant image whose alt text includes “${keyword}”.`),
    check('title-length', 'onPage', titleLen >= PAGE_LIMITS.titleMin && titleLen <= PAGE_LIMITS.titleMax, `The title is ${titleLen} characters (50-60).`, `The title is ${titleLen} characters; aim for 50-60 so it is neither cut off nor too short.`),
    check('description-length', 'onPage', descLen >= PAGE_LIMITS.descriptionMin && descLen <= PAGE_LIMITS.descriptionMax, `The meta description is ${descLen} characters (120-160).`, descLen ? `The meta description is ${descLen} characters; aim for 120-160.` : 'Add a meta description of 120-160 characters.'),
    check('single-h1', 'onPage', facts.h1_count === 1, 'The page has exactly one H1.', facts.h1_count ? `The page has ${facts.h1_count} H1 headings; keep exactly one.` : 'Add one H1 heading that states what the page is about.'),

    check('status-ok', 'technical', facts.status_code === 200, 'The page answers 200 OK.', `The page answers ${facts.status_code}; fix it so visitors and crawlers get the page.`),
    check('canonical', 'technical', canonical === expectedCanonical, 'The canonical URL points at this page.', facts.canonical ? `The canonical URL points at ${facts.canonical}, not at this page.` : 'Add a canonical link to this page’s own URL.'),
    check('structured-data', 'technical', facts.structured_data_types.length > 0, `Structured data present (${facts.structured_data_types.join(', ')}).`, 'Add structured data (JSON-LD) describing the page.'),
    check('indexable', 'technical', !/noindex/i.test(facts.robots), 'Search engines may index the page.', 'The page is marked noindex: remove it if the page should appear in search results.'),
    check('language', 'technical', Boolean(facts.lang), `The page declares its language (${facts.lang}).`, 'Declare the page language with <html lang>.'),

    check('content-length', 'content', facts.word_count >= PAGE_LIMITS.minWords, `The page has ${facts.word_count} words of content.`, `The page has ${facts.word_count} words; write at least ${PAGE_LIMITS.minWords} that answer the visitor’s question.`),
    check('keyword-density', 'content', k.density >= PAGE_LIMITS.densityMin && k.density <= PAGE_LIMITS.densityMax, `Keyword density is ${k.density}% (0.5-2.5%).`, k.density < PAGE_LIMITS.densityMin ? `Keyword density is ${k.density}%; use “${keyword}” a little more (0.5-2.5%).` : `Keyword density is ${k.density}%; use “${keyword}” less to avoid stuffing (0.5-2.5%).`),

    check('viewport', 'experience', facts.has_viewport, 'The page is set up for mobile screens.', 'Add a viewport meta tag so the page fits mobile screens.'),
    check('image-alts', 'experience', facts.images_count === facts.images_with_alt_count, facts.images_count ? 'Every image has alt text.' : 'No images without alt text.', `${facts.images_count - facts.images_with_alt_count} of ${facts.images_count} images have no alt text.`),
    check('subheadings', 'experience', facts.word_count < PAGE_LIMITS.minWords || facts.headings.length >= 2, 'The text is broken up with subheadings.', 'Break the text up with subheadings so it is easy to scan.'),

    check('internal-links', 'authority', facts.internal_links_count >= PAGE_LIMITS.minInternalLinks, `${facts.internal_links_count} internal links.`, `Only ${facts.internal_links_count} internal links; link to at least ${PAGE_LIMITS.minInternalLinks} related pages.`),
    check('external-links', 'authority', facts.external_links_count >= PAGE_LIMITS.minExternalLinks, `${facts.external_links_count} external links.`, 'Link to at least one authoritative outside source.'),
  ]

  const categories = {} as Record<ScoreCategory, number>
  let total = 0
  for (const category of Object.keys(PAGE_SCORE_WEIGHTS) as ScoreCategory[]) {
    const own = checks.filter((c) => c.category === category)
    const score = own.length ? Math.round((own.filter((c) => c.passed).length / own.length) * 100) : 0
    categories[category] = score
    total += score * PAGE_SCORE_WEIGHTS[category]
  }
  return { score: Math.round(total), categories, checks, keyword: k }
}
