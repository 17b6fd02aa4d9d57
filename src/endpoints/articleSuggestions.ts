import type { Endpoint, PayloadRequest } from 'payload'

import { suggestionsFor } from '../lib/blog'
import { json } from '../lib/http'
import { SUGGESTION_SLUG_MAX } from '../lib/missingSlug'

const refuse = (message: string) => json({ errors: [{ message }] }, 400)

/**
 * GET /api/news-updates/suggestions?slug=gst-registraton-guide → { docs, closest }: the three articles the blog's
 * "Article Not Found" view offers for an address that has no article, the closest to its words first (`closest` of
 * them share a word with it), then the usual suggestions. Anyone may ask; the answer holds only what visitors may
 * read (the published, active articles the blog lists) whoever asks, in the card's shape.
 */
export const articleSuggestionsEndpoint: Endpoint = {
  path: '/suggestions',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    const params = req.searchParams
    const unknown = [...new Set(params.keys())].filter((k) => k !== 'slug')
    if (unknown.length) return refuse(`Only slug is read here, not ${unknown.join(', ')}.`)
    const slugs = params.getAll('slug')
    if (slugs.length !== 1 || !slugs[0]!.trim()) {
      return refuse('Give the address the visitor asked for as one slug: ?slug=gst-registration-guide.')
    }
    const slug = slugs[0]!
    if (slug.length > SUGGESTION_SLUG_MAX) {
      return refuse(`The slug is ${slug.length} characters long; at most ${SUGGESTION_SLUG_MAX} are read.`)
    }
    // The site's cached article list (the one "Article Not Found" counts), loaded here rather than on top: it reaches
    // the Payload config, which lists this endpoint, and scripts and tests that read the collections have no site.
    const { listArticles, toCardData } = await import('../lib/data/articles')
    const { docs, closest } = suggestionsFor(slug, await listArticles())
    return json({ docs: docs.map(toCardData), closest })
  },
}
