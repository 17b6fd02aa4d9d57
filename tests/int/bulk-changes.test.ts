import { describe, expect, it } from 'vitest'

import { api, errorMessage } from '../helpers/api'
import { createArticle } from '../helpers/fixtures'

const inIds = (ids: number[]) => ids.map((id, i) => `where[id][in][${i}]=${id}`).join('&')

describe('a bulk change of articles (the admin’s Edit or Publish of a selection)', () => {
  it('that some articles refuse names them and the reason, and leaves them as they were', async () => {
    const [a, b] = [await createArticle(), await createArticle()]
    try {
      const res = await api('editor', 'PATCH', `/api/news-updates?${inIds([a.id, b.id])}`, { slug: 'Not A Slug!' })
      expect(res.status).toBe(400)
      // Payload's own errors, in the order it tried the articles, are kept as they were.
      expect(res.body.errors).toHaveLength(2)
      expect(res.body.errors).toEqual(
        expect.arrayContaining([a, b].map(({ id }) => ({ id, isPublic: true, message: 'The following field is invalid: Slug' }))),
      )
      const [first, second] = (res.body.errors as { id: number }[]).map(({ id }) => (id === a.id ? a : b))
      // Payload said only "Unable to update 2 out of 2 Articles.", all the admin's bulk edit shows.
      expect(res.body.message).toBe(`Unable to update 2 out of 2 Articles. “${first!.title}” and “${second!.title}”: The following field is invalid: Slug.`)
      for (const article of [a, b]) expect((await api('editor', 'GET', `/api/news-updates/${article.id}?depth=0`)).body.slug).toBe(article.slug)
    } finally {
      for (const article of [a, b]) await api('editor', 'DELETE', `/api/news-updates/${article.id}`)
    }
  })

  it('that every article takes is answered as before, as is a change of one article', async () => {
    const [a, b] = [await createArticle(), await createArticle()]
    try {
      const ok = await api('editor', 'PATCH', `/api/news-updates?${inIds([a.id, b.id])}`, { trending: true })
      expect(ok.status).toBe(200)
      expect(ok.body.message).toBe('Updated 2 Articles successfully.')
      const one = await api('editor', 'PATCH', `/api/news-updates/${a.id}`, { slug: 'Not A Slug!' })
      expect(one.status).toBe(400)
      expect(errorMessage(one)).toBe('The following field is invalid: Slug')
    } finally {
      for (const article of [a, b]) await api('editor', 'DELETE', `/api/news-updates/${article.id}`)
    }
  })

  it('is refused to a visitor without naming any article', async () => {
    const a = await createArticle()
    try {
      const res = await api('anonymous', 'PATCH', `/api/news-updates?${inIds([a.id])}`, { slug: 'Not A Slug!' })
      expect(res.status).toBe(403)
      expect(JSON.stringify(res.body)).not.toContain(a.title)
    } finally {
      await api('editor', 'DELETE', `/api/news-updates/${a.id}`)
    }
  })
})
