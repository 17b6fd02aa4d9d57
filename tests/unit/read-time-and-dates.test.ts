import { describe, expect, it } from 'vitest'

import { formatDate } from '@/lib/format'
import { countWords, lexicalToPlainText, nextReadTime, readTimeMinutes, WORDS_PER_MINUTE } from '@/lib/readTime'

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })

describe('read time', () => {
  it('extracts the text of every Lexical block, headings and lists included', () => {
    const state = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'Due dates' }] },
          paragraph('GSTR-1 is due on the 11th.'),
          { type: 'list', children: [{ type: 'listitem', children: [{ type: 'text', text: 'GSTR-3B on the 20th' }] }] },
        ],
      },
    }
    expect(lexicalToPlainText(state).split('\n')).toEqual(['Due dates', 'GSTR-1 is due on the 11th.', 'GSTR-3B on the 20th'])
  })

  it('counts words, rounds minutes up and is at least 1 for any text', () => {
    expect(countWords('Rs 40 lakh for goods, Rs 20 lakh for services.')).toBe(10)
    expect(readTimeMinutes('one')).toBe(1)
    expect(readTimeMinutes('word '.repeat(WORDS_PER_MINUTE))).toBe(1)
    expect(readTimeMinutes('word '.repeat(WORDS_PER_MINUTE + 1))).toBe(2)
    expect(readTimeMinutes('')).toBe(0)
  })

  it('keeps a worked-out read time in step with the text, and an editor’s own figure as it is', () => {
    const short = 'word '.repeat(150)
    const long = 'word '.repeat(1000)
    // New article: worked out.
    expect(nextReadTime({ incoming: undefined, stored: undefined, previousText: '', text: long })).toBe(5)
    // Rewritten article whose stored figure came from its old text: follows the new text.
    expect(nextReadTime({ incoming: 1, stored: 1, previousText: short, text: long })).toBe(5)
    expect(nextReadTime({ incoming: undefined, stored: 1, previousText: short, text: long })).toBe(5)
    // The editor's own figure (not what the old text gave) survives a rewrite...
    expect(nextReadTime({ incoming: 12, stored: 12, previousText: short, text: long })).toBeUndefined()
    // ...a new figure typed now is kept, and clearing it goes back to the worked-out one.
    expect(nextReadTime({ incoming: 8, stored: 5, previousText: long, text: long })).toBe(8)
    expect(nextReadTime({ incoming: null, stored: 12, previousText: short, text: long })).toBe(5)
    // No text at all: no read time rather than a made-up one.
    expect(nextReadTime({ incoming: undefined, stored: undefined, previousText: '', text: '' })).toBeNull()
  })

  it('treats a missing or malformed editor state as empty', () => {
    expect(lexicalToPlainText(null)).toBe('')
    expect(lexicalToPlainText({})).toBe('')
  })
})

describe('formatDate', () => {
  it('formats in Indian English, in India time', () => {
    expect(formatDate('2026-11-12T09:00:00.000Z')).toBe('12 November 2026')
    expect(formatDate('2026-03-31T20:00:00.000Z')).toBe('1 April 2026')
  })

  it("returns 'Invalid Date' for input that is not a date", () => {
    expect(formatDate('not a date')).toBe('Invalid Date')
    expect(formatDate('')).toBe('Invalid Date')
    expect(formatDate(null)).toBe('Invalid Date')
  })
})
