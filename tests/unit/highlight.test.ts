import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { Highlighted } from '@/components/Highlighted'
import { filterArticles, visibleTags } from '@/lib/blog'
import { highlightRuns, matchesQuery } from '@/lib/highlight'

const marked = (text: string, query: string) =>
  highlightRuns(text, query)
    .map((run) => (run.match ? `[${run.text}]` : run.text))
    .join('')

describe("a search's words marked in the blog's results", () => {
  it('marks every occurrence in any letter case, keeping the text as written', () => {
    expect(marked('DTAA benefits: how the dtaa applies to NRIs', 'dtaa')).toBe('[DTAA] benefits: how the [dtaa] applies to NRIs')
    expect(marked('GST', 'gst')).toBe('[GST]')
    expect(marked('Tax on tax', '  TAX ')).toBe('[Tax] on [tax]')
    expect(marked('aaaa', 'aa')).toBe('[aa][aa]')
  })

  it('marks nothing for an empty search, words not there, or a text whose lower case grows', () => {
    expect(highlightRuns('Form 26AS', '')).toEqual([{ text: 'Form 26AS', match: false }])
    expect(highlightRuns('Form 26AS', '   ')).toEqual([{ text: 'Form 26AS', match: false }])
    expect(highlightRuns('Form 26AS', 'gst')).toEqual([{ text: 'Form 26AS', match: false }])
    expect(highlightRuns('İstanbul office', 'office')).toEqual([{ text: 'İstanbul office', match: false }])
    expect(highlightRuns('', 'gst')).toEqual([{ text: '', match: false }])
  })

  it('marks a card exactly when the search finds it by that text', () => {
    const items = ['GST registration', 'Input tax credit', 'Reverse charge under GST', 'ITR-2 for NRIs'].map((title, id) => ({
      id,
      slug: `a-${id}`,
      title,
      excerpt: '',
      category: 'GST',
      tags: [],
      trending: false,
    }))
    for (const q of ['gst', 'GST ', 'tax', 'nri', 'x']) {
      const found = filterArticles(items, { q, category: '' }).map((a) => a.title)
      expect(items.filter((a) => highlightRuns(a.title, q).some((run) => run.match)).map((a) => a.title)).toEqual(found)
      expect(items.filter((a) => matchesQuery(a.title, q)).map((a) => a.title)).toEqual(found)
    }
  })

  it('draws the marks as <mark>, and the text alone without a search', () => {
    expect(renderToStaticMarkup(createElement(Highlighted, { text: 'GST & tax', query: 'gst' }))).toMatch(/^<mark [^>]*>GST<\/mark> &amp; tax$/)
    expect(renderToStaticMarkup(createElement(Highlighted, { text: 'GST & tax' }))).toBe('GST &amp; tax')
  })

  it("shows a card's tags the search matches first, not behind '+N'", () => {
    const tags = ['Income Tax', 'Salaried', 'Form 16', 'HRA', 'Form 26AS']
    expect(visibleTags(tags, 2)).toEqual({ shown: ['Income Tax', 'Salaried'], more: 3 })
    expect(visibleTags(tags, 2, 'form')).toEqual({ shown: ['Form 16', 'Form 26AS'], more: 3 })
    expect(visibleTags(tags, 2, 'hra')).toEqual({ shown: ['HRA', 'Income Tax'], more: 3 })
  })
})
