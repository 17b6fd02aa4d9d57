import { restFind } from './restFind'

/** Whether an article holds `/blog/<slug>` and shows there: published and active, inactive, a draft only, or none. */
export type ArticleAtAddress =
  | { slug: string; state: 'live'; title: string }
  | { slug: string; state: 'hidden' | 'unpublished' | 'none' | 'failed' }

type ArticleDoc = { slug?: unknown; title?: unknown; active?: unknown }
type Waiting = { resolve: (answer: ArticleAtAddress) => void }

/** Slugs asked for in one request (a list page shows at most 100 rows; this keeps each address short). */
const CHUNK = 50

/**
 * Asks which article holds each slug, gathering the slugs asked for in the same moment (the cells of a list page) into
 * one request for the published articles and, for the slugs none holds, one for drafts: a list of 50 articles' page
 * content costs two requests, not a hundred. Never rejects: a request that fails answers `failed` for its slugs.
 */
export function createArticleLookup(apiBase: string, fetcher: typeof fetch = fetch) {
  let batch: Map<string, Waiting[]> | null = null

  const ask = async (slugs: string[]): Promise<Map<string, ArticleAtAddress>> => {
    const inList = (list: string[]) => Object.fromEntries(list.map((slug, i) => [`where[slug][in][${i}]`, slug]))
    const answers = new Map<string, ArticleAtAddress>()
    const published = await restFind<ArticleDoc>(
      apiBase,
      'news-updates',
      { ...inList(slugs), 'where[_status][equals]': 'published', limit: String(slugs.length), 'select[slug]': 'true', 'select[title]': 'true', 'select[active]': 'true' },
      undefined,
      fetcher,
    )
    for (const doc of published) {
      if (typeof doc.slug !== 'string') continue
      const title = typeof doc.title === 'string' && doc.title.trim() ? doc.title : doc.slug
      answers.set(doc.slug, doc.active === false ? { slug: doc.slug, state: 'hidden' } : { slug: doc.slug, state: 'live', title })
    }
    const rest = slugs.filter((slug) => !answers.has(slug))
    if (rest.length) {
      const drafts = await restFind<ArticleDoc>(apiBase, 'news-updates', { ...inList(rest), draft: 'true', limit: String(rest.length), 'select[slug]': 'true' }, undefined, fetcher)
      const drafted = new Set(drafts.map((doc) => doc.slug))
      for (const slug of rest) answers.set(slug, { slug, state: drafted.has(slug) ? 'unpublished' : 'none' })
    }
    return answers
  }

  const flush = (waiting: Map<string, Waiting[]>) => {
    const slugs = [...waiting.keys()]
    for (let start = 0; start < slugs.length; start += CHUNK) {
      const chunk = slugs.slice(start, start + CHUNK)
      ask(chunk)
        .then((answers) => {
          for (const slug of chunk) for (const w of waiting.get(slug) ?? []) w.resolve(answers.get(slug) ?? { slug, state: 'none' })
        })
        .catch(() => {
          for (const slug of chunk) for (const w of waiting.get(slug) ?? []) w.resolve({ slug, state: 'failed' })
        })
    }
  }

  return (slug: string): Promise<ArticleAtAddress> =>
    new Promise((resolve) => {
      if (!batch) {
        const current = new Map<string, Waiting[]>()
        batch = current
        setTimeout(() => {
          batch = null
          flush(current)
        }, 0)
      }
      const waiting = batch.get(slug) ?? []
      waiting.push({ resolve })
      batch.set(slug, waiting)
    })
}

const lookups = new Map<string, (slug: string) => Promise<ArticleAtAddress>>()

/** The admin's shared lookup for `apiBase`, so every cell of a page joins the same batch. */
export function articleLookup(apiBase: string) {
  let lookup = lookups.get(apiBase)
  if (!lookup) lookups.set(apiBase, (lookup = createArticleLookup(apiBase)))
  return lookup
}
