import { describe, expect, it } from 'vitest'

import { faqStatus, FAQS_ON_HOME } from '@/lib/faqs'
import { ordinal } from '@/lib/format'

describe('where the site shows a question', () => {
  // Active questions in the editors' order: seven general ones with two GST questions among them.
  const shown = [
    { id: 1, topic: 'general' },
    { id: 20, topic: 'gst-services' },
    { id: 2, topic: 'general' },
    { id: 3, topic: 'general' },
    { id: 21, topic: 'gst-services' },
    { id: 4, topic: 'general' },
    { id: 5, topic: 'general' },
    { id: 6, topic: 'general' },
    { id: 7, topic: 'general' },
  ]

  it('gives a general question its place on the FAQ page and, for the first ones, on the home page', () => {
    expect(faqStatus({ id: 1, topic: 'general', active: true }, shown)).toBe('On the FAQ page, 1st of 7, and the home page, 1st of 5')
    expect(faqStatus({ id: 3, topic: 'general', active: true }, shown)).toBe('On the FAQ page, 3rd of 7, and the home page, 3rd of 5')
    expect(faqStatus({ id: 5, topic: 'general', active: true }, shown)).toBe('On the FAQ page, 5th of 7, and the home page, 5th of 5')
  })

  it(`says a general question below the first ${FAQS_ON_HOME} is not on the home page, and how to put it there`, () => {
    expect(faqStatus({ id: 6, topic: 'general', active: true }, shown)).toBe(
      'On the FAQ page, 6th of 7. Not on the home page: it shows the first 5; drag it higher in the list',
    )
  })

  it('counts the home page out of fewer questions when there are fewer', () => {
    expect(faqStatus({ id: 2, topic: 'general' }, shown.slice(0, 3))).toBe('On the FAQ page, 2nd of 2, and the home page, 2nd of 2')
  })

  it("gives a service's question its place on that service's page", () => {
    expect(faqStatus({ id: 21, topic: 'gst-services', active: true }, shown)).toBe('On the GST Services page, 2nd of 2')
    expect(faqStatus({ id: 30, topic: 'audit', active: true }, [...shown, { id: 30, topic: 'audit' }])).toBe('On the Audit & Assurance page, 1st of 1')
  })

  it('says an inactive question is hidden, whatever its topic', () => {
    expect(faqStatus({ id: 8, topic: 'general', active: false }, shown)).toBe('Hidden: not active')
    expect(faqStatus({ id: 22, topic: 'licenses', active: false }, shown)).toBe('Hidden: not active')
  })

  it('names the page without a place when the question is not among those read', () => {
    expect(faqStatus({ id: 99, topic: 'general', active: true }, shown)).toBe('On the FAQ page')
    expect(faqStatus({ id: 99, topic: 'audit', active: true }, shown)).toBe('On the Audit & Assurance page')
    expect(faqStatus({ id: 99, topic: 'astrology', active: true }, shown)).toBe('Hidden: its topic has no page')
  })
})

describe('ordinal', () => {
  it.each([
    [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [11, '11th'], [12, '12th'], [13, '13th'], [21, '21st'], [22, '22nd'], [23, '23rd'],
    [101, '101st'], [111, '111th'], [112, '112th'],
  ])('%i is %s', (n, text) => expect(ordinal(n)).toBe(text))
})
