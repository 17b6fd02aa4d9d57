import { describe, expect, it } from 'vitest'

import { formatDate } from '@/lib/format'

import { api, decodeHtml, eventually, page, unique } from '../helpers/api'

/** The date the /blog hero says the blog was updated: [ISO date, as shown], or undefined when it names none. */
async function heroDate(): Promise<[string, string] | undefined> {
  const match = decodeHtml((await page('/blog')).html).match(/· Updated <time dateTime="([^"]+)">([^<]+)<\/time>/i)
  return match ? [match[1]!, match[2]!] : undefined
}

const newestPublished = async (): Promise<string> => {
  const { body } = await api('anonymous', 'GET', '/api/news-updates?limit=1&depth=0&sort=-published_date&where[published_date][exists]=true')
  return body.docs[0].published_date as string
}

describe("the blog's hero", () => {
  it('says when the newest article was published (not "Updated Daily"), and moves when one is published or deleted', async () => {
    const before = await newestPublished()
    expect(await heroDate()).toEqual([before, formatDate(before)])
    expect((await page('/blog')).html).not.toContain('Updated Daily')

    // Three days after the newest one, so it is the newest whatever the other tests published.
    const later = new Date(Date.parse(before) + 3 * 86_400_000).toISOString()
    const made = await api('editor', 'POST', '/api/news-updates', {
      title: unique('Hero date article'),
      category: 'GST',
      excerpt: 'An article made by the integration tests.',
      published_date: later,
      _status: 'published',
    })
    expect(made.status).toBe(201)
    try {
      // The prerendered page is refreshed when an article changes: no rebuild, no wait for the cache to expire.
      expect(await eventually(async () => ((await heroDate())?.[0] === later ? heroDate() : undefined))).toEqual([later, formatDate(later)])
    } finally {
      expect((await api('editor', 'DELETE', `/api/news-updates/${made.body.doc.id}`)).status).toBe(200)
    }
    expect(await eventually(async () => ((await heroDate())?.[0] === before ? heroDate() : undefined))).toEqual([before, formatDate(before)])
  })
})
