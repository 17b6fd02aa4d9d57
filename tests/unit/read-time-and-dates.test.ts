import { describe, expect, it } from 'vitest'

import { formatDate } from '@/lib/format'
import { countWords, lexicalToPlainText, readTimeMinutes, WORDS_PER_MINUTE } from '@/lib/readTime'

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
