import { describe, expect, it } from 'vitest'

import { contentsButtonShown, currentSection, headingIds, headingSlug, htmlOutline, lexicalOutline, readingLine } from '@/lib/outline'
import { sanitizeArticleHtml, withScrollableTables } from '@/lib/sanitize'

import { lexicalDocument, lexicalHeading as heading, lexicalParagraph, lexicalText } from '../helpers/lexical'

const bold = (text: string) => ({ ...lexicalText(text), format: 1 })

describe("an article's outline", () => {
  it('makes a readable id of a heading: lower case, hyphens, accents dropped, any script kept', () => {
    expect(headingSlug('Documents you will need')).toBe('documents-you-will-need')
    expect(headingSlug('GST & You: the 2026 rules!')).toBe('gst-you-the-2026-rules')
    expect(headingSlug('  Résumé — café  ')).toBe('resume-cafe')
    // Devanagari's vowel signs and virama are marks, and stay: they are part of the word.
    expect(headingSlug('आयकर रिटर्न कैसे भरें')).toBe('आयकर-रिटर्न-कैसे-भरें')
    expect(headingSlug('?!')).toBe('section')
    const long = headingSlug('word '.repeat(40))
    expect(long.length).toBeLessThanOrEqual(64)
    expect(long.endsWith('-')).toBe(false)
  })

  it('never gives two headings, or a heading and the page, the same id', () => {
    expect(headingIds(['Due dates', 'Due dates', 'Due Dates!', 'Main', 'Related heading'])).toEqual([
      'due-dates',
      'due-dates-2',
      'due-dates-3',
      'main-2',
      'related-heading-2',
    ])
    // A heading whose own words make an id a later heading would be given.
    expect(headingIds(['Rates 2', 'Rates', 'Rates'])).toEqual(['rates-2', 'rates', 'rates-3'])
  })

  it("lists a rich text's headings 2 (and 1, shown as 2) at its top level, in order, and ids the same nodes", () => {
    const h1 = heading('h1', 'Overview')
    const h2 = heading('h2', 'Who must ', bold('register'))
    const h3 = heading('h3', 'A detail')
    const empty = heading('h2', '   ')
    const last = heading('h2', 'How  we\nhelp')
    const { entries, idOf } = lexicalOutline(lexicalDocument(lexicalParagraph('Intro'), h1, h2, h3, empty, last))
    expect(entries).toEqual([
      { id: 'overview', text: 'Overview' },
      { id: 'who-must-register', text: 'Who must register' },
      { id: 'how-we-help', text: 'How we help' },
    ])
    expect(idOf.get(h2)).toBe('who-must-register')
    expect(idOf.get(h3)).toBeUndefined()
    expect(idOf.get(empty)).toBeUndefined()
  })

  it('has no sections for an empty or malformed rich text', () => {
    expect(lexicalOutline(null).entries).toEqual([])
    expect(lexicalOutline({ root: { children: 'x' } }).entries).toEqual([])
    expect(lexicalOutline(lexicalDocument(lexicalParagraph('Only words'))).entries).toEqual([])
  })

  it("gives an imported article's headings 2 their ids, reading its character references", () => {
    const sanitized = withScrollableTables(
      sanitizeArticleHtml('<h1>Overview</h1><p>a</p><h2>TDS &amp; <em>TCS</em> rates</h2><h2> </h2><h3>Note</h3><h2>Due dates</h2><h2>Due dates</h2>'),
    )
    const { html, entries } = htmlOutline(sanitized)
    expect(entries).toEqual([
      { id: 'overview', text: 'Overview' },
      { id: 'tds-tcs-rates', text: 'TDS & TCS rates' },
      { id: 'due-dates', text: 'Due dates' },
      { id: 'due-dates-2', text: 'Due dates' },
    ])
    expect(html).toBe(
      '<h2 id="overview">Overview</h2><p>a</p><h2 id="tds-tcs-rates">TDS &amp; <em>TCS</em> rates</h2><h2> </h2><h3>Note</h3><h2 id="due-dates">Due dates</h2><h2 id="due-dates-2">Due dates</h2>',
    )
  })

  it('marks as being read the last section whose heading has reached the reading line, none above the first', () => {
    // A 900 px window under a 128 px header: a heading counts as reached 193 px below the header's foot.
    const line = readingLine(900, 128)
    expect(line).toBe(321)
    // Scrolled to the top: every heading below the line.
    expect(currentSection([700, 1500, 2600], line)).toBe(-1)
    // The first heading just past the line; then a link followed, which puts its heading at the header's foot.
    expect(currentSection([321, 1121, 2221], line)).toBe(0)
    expect(currentSection([-1700, -900, 128], line)).toBe(2)
    // Between two headings, far below the last one's reach, and without a header.
    expect(currentSection([-400, 400, 1500], line)).toBe(0)
    expect(readingLine(800, 0)).toBe(200)
    expect(currentSection([], line)).toBe(-1)
  })

  it("offers a phone's Contents button once the list has gone under the header, until the article's end is in sight", () => {
    // A 740 px screen under a 77 px header.
    const [screen, header] = [740, 77]
    // At the top: the list in sight.
    expect(contentsButtonShown(900, 5000, screen, header)).toBe(false)
    // Its foot still in sight just below the header; then just under it.
    expect(contentsButtonShown(78, 3000, screen, header)).toBe(false)
    expect(contentsButtonShown(77, 3000, screen, header)).toBe(true)
    expect(contentsButtonShown(-2000, 741, screen, header)).toBe(true)
    // The article's end (its tags) at the screen's foot, then above it: the reader is done.
    expect(contentsButtonShown(-2500, 740, screen, header)).toBe(false)
    expect(contentsButtonShown(-3000, 200, screen, header)).toBe(false)
  })
})
