import { describe, expect, it } from 'vitest'

import {
  categoryChips,
  closestArticles,
  filterArticles,
  BLOG_PAGE_SIZE,
  filtersFromQuery,
  shownFromQuery,
  filtersToQuery,
  foundLabel,
  isFiltering,
  newestDate,
  relatedArticles,
  savedArticles,
  showMoreLabel,
  splitFeatured,
  suggestedArticles,
  suggestionsFor,
  visibleTags,
  wordsOf,
  type BlogItem,
} from '@/lib/blog'
import { slugFromPath } from '@/lib/missingSlug'

const a = (slug: string, over: Partial<BlogItem> = {}): BlogItem => ({
  id: slug,
  slug,
  title: slug,
  excerpt: '',
  category: 'GST',
  tags: [],
  trending: false,
  ...over,
})

const list = [
  a('gst-registration', { title: 'GST Registration Guide', tags: ['Registration'], trending: true }),
  a('itr-filing', { title: 'Filing your ITR', category: 'Income Tax', excerpt: 'Salary and GST refunds explained', tags: ['ITR'] }),
  a('nri-dtaa', { title: 'DTAA for NRIs', category: 'NRI Taxation', tags: ['DTAA', 'gst-exports'] }),
  a('audit-basics', { title: 'Audit basics', category: 'Audit and Assurance', tags: [] }),
]

describe('blog search (spec 01 section 5)', () => {
  it('matches title, excerpt or any tag, ignoring case', () => {
    expect(filterArticles(list, { q: 'gst', category: 'All' }).map((x) => x.slug)).toEqual(['gst-registration', 'itr-filing', 'nri-dtaa'])
    expect(filterArticles(list, { q: 'DTAA', category: 'All' }).map((x) => x.slug)).toEqual(['nri-dtaa'])
    expect(filterArticles(list, { q: '  itr ', category: 'All' }).map((x) => x.slug)).toEqual(['itr-filing'])
  })
  it('combines the text with an exact category', () => {
    expect(filterArticles(list, { q: 'gst', category: 'Income Tax' }).map((x) => x.slug)).toEqual(['itr-filing'])
    expect(filterArticles(list, { q: '', category: 'GS' })).toEqual([])
    expect(filterArticles(list, { q: '', category: 'All' })).toHaveLength(4)
  })
  it('offers All plus the categories in use', () => {
    expect(categoryChips(list)).toEqual(['All', 'GST', 'Income Tax', 'NRI Taxation', 'Audit and Assurance'])
  })
  it('puts trending articles in Featured and the rest in Latest', () => {
    const { featured, latest } = splitFeatured(list)
    expect(featured.map((x) => x.slug)).toEqual(['gst-registration'])
    expect(latest).toHaveLength(3)
  })
  it('shows a limited number of tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: 2 })
    expect(visibleTags(['a', 'b'], 4)).toEqual({ shown: ['a', 'b'], more: 0 })
  })
  it('says how many were found', () => {
    expect(foundLabel(1)).toBe('1 article found')
    expect(foundLabel(0)).toBe('0 articles found')
  })
})

describe('blog filters in the URL', () => {
  it('round-trips through the query string and leaves defaults out', () => {
    expect(filtersToQuery({ q: 'gst return', category: 'GST' })).toBe('?q=gst+return&category=GST')
    expect(filtersToQuery({ q: ' ', category: 'All' })).toBe('')
    expect(filtersFromQuery(new URLSearchParams('q=gst+return&category=GST'))).toEqual({ q: 'gst return', category: 'GST' })
    expect(filtersFromQuery(new URLSearchParams(''))).toEqual({ q: '', category: 'All' })
  })

  it('writes how many cards are shown past the first page, and reads it back', () => {
    expect(filtersToQuery({ q: 'gst', category: 'All' }, 24)).toBe('?q=gst&show=24')
    expect(filtersToQuery({ q: '', category: 'All' }, 36)).toBe('?show=36')
    expect(filtersToQuery({ q: '', category: 'All' }, 12)).toBe('')
    expect(shownFromQuery(new URLSearchParams(filtersToQuery({ q: '', category: 'GST' }, 24)))).toBe(24)
  })

  it('reads how many cards to show from ?show=, at least a page and never a made-up number', () => {
    expect(shownFromQuery(new URLSearchParams('show=24'))).toBe(24)
    expect(shownFromQuery(new URLSearchParams(''))).toBe(BLOG_PAGE_SIZE)
    for (const bad of ['show=abc', 'show=-5', 'show=3', 'show=12.5', 'show=']) expect(shownFromQuery(new URLSearchParams(bad))).toBe(BLOG_PAGE_SIZE)
    expect(shownFromQuery(new URLSearchParams('show=99999999'))).toBe(10_000)
  })
  it('knows when a filter is active', () => {
    expect(isFiltering({ q: '', category: 'All' })).toBe(false)
    expect(isFiltering({ q: 'x', category: 'All' })).toBe(true)
    expect(isFiltering({ q: '', category: 'GST' })).toBe(true)
    expect(isFiltering({ q: '', category: 'All', saved: true })).toBe(true)
    expect(isFiltering({ q: '', category: 'All', saved: false })).toBe(false)
  })
  it('keeps the Saved filter in the address as saved=1, beside the others', () => {
    expect(filtersToQuery({ q: 'gst', category: 'GST', saved: true }, 24)).toBe('?q=gst&category=GST&saved=1&show=24')
    expect(filtersToQuery({ q: '', category: 'All', saved: false })).toBe('')
    expect(filtersFromQuery(new URLSearchParams('saved=1&q=itr'))).toEqual({ q: 'itr', category: 'All', saved: true })
    for (const other of ['saved=0', 'saved=yes', 'saved=', '']) expect(filtersFromQuery(new URLSearchParams(other)).saved).toBeUndefined()
  })
})

describe('saved articles (the bookmarks this browser keeps)', () => {
  it('lists the bookmarked articles, the one saved last first, leaving out ids of no article and repeats', () => {
    // Stored oldest first, as the Bookmark button appends: 'gone' was deleted since, 'nri-dtaa' is there twice.
    const ids = ['nri-dtaa', 'gone', 'gst-registration', 'nri-dtaa']
    expect(savedArticles(list, ids).map((x) => x.slug)).toEqual(['nri-dtaa', 'gst-registration'])
    expect(savedArticles(list, [])).toEqual([])
  })
  it('matches numeric article ids against the stored strings', () => {
    const numbered = list.map((x, i) => ({ ...x, id: i + 1 }))
    expect(savedArticles(numbered, ['3', '1']).map((x) => x.slug)).toEqual(['gst-registration', 'nri-dtaa'])
  })
  it('combines Saved with the search and the category', () => {
    const ids = ['gst-registration', 'itr-filing', 'audit-basics']
    expect(filterArticles(list, { q: '', category: 'All', saved: true }, ids).map((x) => x.slug)).toEqual(['audit-basics', 'itr-filing', 'gst-registration'])
    expect(filterArticles(list, { q: 'gst', category: 'All', saved: true }, ids).map((x) => x.slug)).toEqual(['itr-filing', 'gst-registration'])
    expect(filterArticles(list, { q: 'gst', category: 'Income Tax', saved: true }, ids).map((x) => x.slug)).toEqual(['itr-filing'])
    expect(filterArticles(list, { q: '', category: 'All', saved: true })).toEqual([])
    // Saved off: the bookmarks change nothing.
    expect(filterArticles(list, { q: '', category: 'All', saved: false }, ids)).toHaveLength(4)
  })
})

describe('related and suggested articles', () => {
  it('takes up to 3 others sharing the category or a tag (case-insensitive)', () => {
    const current = a('current', { category: 'GST', tags: ['DTAA'] })
    const more = [current, ...list, a('gst-2'), a('gst-3'), a('gst-4')]
    const related = relatedArticles(current, more)
    expect(related).toHaveLength(3)
    expect(related.map((x) => x.slug)).not.toContain('current')
    expect(relatedArticles(current, [current, a('x', { category: 'Audit', tags: ['dtaa'] })]).map((x) => x.slug)).toEqual(['x'])
    expect(relatedArticles(current, [a('y', { category: 'Audit', tags: ['Other'] })])).toEqual([])
  })
  it('suggests trending articles first, 3 in all', () => {
    const s = suggestedArticles([a('one'), a('two', { trending: true }), a('three'), a('four')])
    expect(s.map((x) => x.slug)).toEqual(['two', 'one', 'three'])
  })

  describe('for an address without an article', () => {
    const blog = [
      a('gst-registration-who-must-register', { title: 'GST Registration: Who Must Register', tags: ['GST', 'Registration'], trending: true }),
      a('advance-tax-due-dates', { title: 'Advance Tax Due Dates', category: 'Income Tax', tags: ['Advance tax'] }),
      a('gstr-1-gstr-3b-due-dates-calendar', { title: 'GSTR-1 and GSTR-3B Due Dates', tags: ['Returns'], trending: true }),
      a('dtaa-benefits-for-nris', { title: 'DTAA Benefits for NRIs', category: 'NRI Taxation', tags: ['DTAA', 'NRI'] }),
      a('llp-vs-private-limited-company', { title: 'LLP vs Private Limited Company', category: 'Company Law', tags: ['LLP'] }),
      a('annual-roc-compliance-checklist', { title: 'Annual ROC Compliance Checklist', category: 'Company Law', tags: ['ROC'] }),
    ]
    const slugs = (items: BlogItem[]) => items.map((x) => x.slug)

    it('puts first the articles sharing the most words with it, whole words before beginnings before typos', () => {
      expect(slugs(closestArticles('nri-dtaa-benefit', blog))).toEqual(['dtaa-benefits-for-nris'])
      expect(slugs(closestArticles('llp-or-private-limited', blog))).toEqual(['llp-vs-private-limited-company'])
      // "due dates" is in two articles; "advance" and "tax" only in one of them.
      expect(slugs(closestArticles('advance-tax-due-date', blog))).toEqual(['advance-tax-due-dates', 'gstr-1-gstr-3b-due-dates-calendar'])
      // A letter dropped, a letter changed, two letters swapped.
      expect(slugs(closestArticles('gst-registraton', blog))[0]).toBe('gst-registration-who-must-register')
      expect(slugs(closestArticles('anual-roc-checklist', blog))).toEqual(['annual-roc-compliance-checklist'])
      expect(slugs(closestArticles('complaince', blog))).toEqual(['annual-roc-compliance-checklist'])
    })

    it('ranks trending articles first among equals and leaves out those sharing no word', () => {
      expect(slugs(closestArticles('gst', blog))).toEqual(['gst-registration-who-must-register', 'gstr-1-gstr-3b-due-dates-calendar'])
      expect(closestArticles('crypto-mining-tips', blog)).toEqual([])
      // Common words and single letters say nothing about an article.
      expect(closestArticles('how-to-be-a-x', blog)).toEqual([])
      expect(closestArticles('', blog)).toEqual([])
    })

    it('fills up to 3 with the usual suggestions and says how many were close', () => {
      expect(suggestionsFor('nri-dtaa-benefit', blog)).toEqual({
        docs: [blog[3], blog[0], blog[2]],
        closest: 1,
      })
      expect(suggestionsFor('crypto-mining', blog)).toEqual({ docs: suggestedArticles(blog), closest: 0 })
      expect(suggestionsFor('gst', blog.slice(0, 2))).toEqual({ docs: [blog[0], blog[1]], closest: 1 })
    })

    it('reads words the way slugs are made: lower case, accents and punctuation dropped', () => {
      expect(wordsOf('Résumé: Section-80C & the ITR')).toEqual(['resume', 'section', '80c', 'itr'])
    })

    it('reads the slug from the address, as typed when its escapes are broken', () => {
      expect(slugFromPath('/blog/gst-guide')).toBe('gst-guide')
      expect(slugFromPath('/blog/gst%20guide/more')).toBe('gst guide')
      expect(slugFromPath('/blog/%E0%A4')).toBe('%E0%A4')
      expect(slugFromPath('/blog')).toBe('')
    })
  })

  it("labels the 'Show more' button with how many cards it adds", () => {
    expect(showMoreLabel(30)).toBe('Show 12 more articles')
    expect(showMoreLabel(12)).toBe('Show 12 more articles')
    expect(showMoreLabel(5)).toBe('Show 5 more articles')
    expect(showMoreLabel(1)).toBe('Show 1 more article')
  })
})

describe("the blog's 'Updated' date", () => {
  it('is the newest published date, whatever order the articles come in, and skips undated ones', () => {
    expect(newestDate([null, '2026-09-02T09:00:00.000Z', '2026-11-12T09:00:00.000Z', 'not a date', undefined])).toBe('2026-11-12T09:00:00.000Z')
    expect(newestDate(['2026-11-12T09:00:00.000Z', '2026-11-27T18:45:00.000Z'])).toBe('2026-11-27T18:45:00.000Z')
  })
  it('is absent for a blog without dated articles', () => {
    expect(newestDate([])).toBeNull()
    expect(newestDate([null])).toBeNull()
  })
})
