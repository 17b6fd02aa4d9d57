import { describe, expect, it } from 'vitest'

import { NewsUpdates } from '../../collections/NewsUpdates'
import { SiteSettings } from '../../src/globals/SiteSettings'
import { closestField, fieldShapeErrors, unknownFieldErrors } from '../../src/hooks/fieldShapes'
import { missingReferenceMessage } from '../../src/hooks/refuseMalformedRequests'
import { validateWholeNumber, WHOLE_NUMBER_MESSAGE } from '../../src/lib/validation/wholeNumber'

const article = NewsUpdates.fields
const lexical = { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hi' }] }] } }

describe('field shapes of a create or update body', () => {
  it('accepts what the admin sends, and empty values', () => {
    expect(
      fieldShapeErrors({ title: 'GST', category: 'GST', tags: ['gst', 'returns'], read_time: 4, content: lexical, trending: true, excerpt: null }, article),
    ).toEqual([])
    expect(fieldShapeErrors({ read_time: '4' }, article)).toEqual([])
    // A list without rows, as the admin's form sends it (its row count); other counts are not lists.
    expect(fieldShapeErrors({ firmName: 'Firm', phones: 0 }, SiteSettings.fields)).toEqual([])
    expect(fieldShapeErrors({ phones: 2 }, SiteSettings.fields)).toEqual([{ path: 'phones', message: 'Must be a list of rows.' }])
  })

  it('refuses a list or an object where text belongs, instead of storing "[...]"', () => {
    expect(fieldShapeErrors({ title: ['x', 'y'], excerpt: { a: 1 } }, article)).toEqual([
      { path: 'title', message: 'Must be text.' },
      { path: 'excerpt', message: 'Must be text.' },
    ])
    expect(fieldShapeErrors({ category: ['Income Tax'] }, article).map((e) => e.path)).toEqual(['category'])
  })

  it('refuses a word for a number and a single value for a list, which were dropped without a word', () => {
    expect(fieldShapeErrors({ read_time: 'abc', tags: 'gst' }, article).map((e) => [e.path, e.message])).toEqual([
      ['tags', 'Must be a list of texts.'],
      ['read_time', 'Must be a number.'],
    ])
    expect(fieldShapeErrors({ tags: ['gst', 1] }, article)[0].path).toBe('tags')
  })

  it('refuses rich text that is not an editor document', () => {
    for (const content of ['plain text', [1], { root: { children: 'oops' } }]) {
      expect(fieldShapeErrors({ content }, article).map((e) => e.path), JSON.stringify(content)).toEqual(['content'])
    }
  })

  it('refuses rich text whose tree holds something other than nodes, naming the first such place (Payload answered 500)', () => {
    const root = (...children: unknown[]) => ({ root: { type: 'root', children } })
    const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children })
    const cases: [unknown, string][] = [
      [root(paragraph({ type: 'text', text: 'Read ' }, ' first.')), 'root.children.0.children.1'],
      [root(paragraph(), 7), 'root.children.1'],
      [root({ children: [] }), 'root.children.0'],
      [root(paragraph({ type: 'link', children: { type: 'text' } })), 'root.children.0.children.0.children'],
    ]
    for (const [content, place] of cases) {
      expect(fieldShapeErrors({ content }, article), JSON.stringify(content)).toEqual([
        { path: 'content', message: `Must be rich text as the admin editor saves it: each node an object with a type, its children a list of nodes (${place} is not).` },
      ])
    }
    // Nested far deeper than any editor nests (a list 100 levels deep) is refused too.
    let deep: Record<string, unknown> = { type: 'text', text: 'x' }
    for (let i = 0; i < 100; i++) deep = { type: 'listitem', children: [deep] }
    expect(fieldShapeErrors({ content: root(deep) }, article).map((e) => e.path)).toEqual(['content'])
    expect(fieldShapeErrors({ content: root(paragraph({ type: 'text', text: 'Fine' }), { type: 'horizontalrule' }) }, article)).toEqual([])
  })

  it('follows tabs, groups and arrays, naming the exact place', () => {
    const errors = fieldShapeErrors({ firmName: 'Firm', address: { city: 7 }, phones: [{ number: '+91 1' }, { number: ['+91 2'] }, 'x'] }, SiteSettings.fields)
    expect(errors.map((e) => e.path)).toEqual(['phones.1.number', 'phones.2', 'address.city'])
    expect(fieldShapeErrors({ address: 'Sector 102' }, SiteSettings.fields)).toEqual([{ path: 'address', message: 'Must be an object of field values.' }])
  })

  it('refuses a related document given as anything but its ID (PostgreSQL failed on 1.5 with a 500)', () => {
    for (const image of [7, '7', { id: 7, filename: 'a.png' }, null]) {
      expect(fieldShapeErrors({ image }, article), JSON.stringify(image)).toEqual([])
    }
    for (const image of [1.5, -1e308, 0, '7a', 'abc', 2_147_483_648, [7], { id: 'x' }, true]) {
      expect(fieldShapeErrors({ image }, article), JSON.stringify(image)).toEqual([{ path: 'image', label: 'Cover image', message: 'Must be a document ID.' }])
    }
  })

  it('refuses an empty or unreadable date, which Payload let through to PostgreSQL (a 500)', () => {
    expect(fieldShapeErrors({ published_date: '2026-11-22T10:00:00.000Z' }, article)).toEqual([])
    expect(fieldShapeErrors({ published_date: '2026-11-22' }, article)).toEqual([])
    for (const published_date of ['', 'tomorrow', '2026-13-45']) {
      expect(fieldShapeErrors({ published_date }, article).map((e) => e.message), published_date).toEqual([
        'Must be a date, for example 2026-11-22T10:00:00.000Z.',
      ])
    }
  })
})

describe('names in a create or update body that are no field', () => {
  it('are named, with the field probably meant, instead of being dropped without a word', () => {
    expect(unknownFieldErrors({ titel: 'GST', publishedDate: '2026-11-22', flavour: 'x' }, article, 'news-updates')).toEqual([
      { path: 'titel', message: 'Unknown field: news-updates has no field named titel. Did you mean title?' },
      { path: 'publishedDate', message: 'Unknown field: news-updates has no field named publishedDate. Did you mean published_date?' },
      { path: 'flavour', message: 'Unknown field: news-updates has no field named flavour.' },
    ])
  })

  it('lets every field through, empty values and the keys Payload reads besides them', () => {
    const body = { title: 'GST', category: 'GST', tags: ['gst'], read_time: 4, content: lexical, excerpt: null, id: 7, password: 'x' }
    expect(unknownFieldErrors(body, article, 'news-updates', ['id', 'password'])).toEqual([])
    expect(unknownFieldErrors({ password: 'x' }, article, 'news-updates').map((e) => e.path)).toEqual(['password'])
  })

  it('looks through tabs, groups and array rows (whose id is theirs), but not into rich text', () => {
    const settings = {
      firmName: 'Firm',
      phones: [{ id: 'a1', label: 'Office', number: '+91 1' }, { nummer: '+91 2' }],
      address: { city: 'Gurgaon', pin: '122001' },
      openingHours: [],
    }
    expect(unknownFieldErrors(settings, SiteSettings.fields, 'site-settings').map((e) => [e.path, e.message])).toEqual([
      ['phones.1.nummer', 'Unknown field: site-settings has no field named phones.1.nummer. Did you mean number?'],
      ['address.pin', 'Unknown field: site-settings has no field named address.pin.'],
    ])
    expect(unknownFieldErrors({ content: { root: { children: [], anything: 1 } } }, article, 'news-updates')).toEqual([])
  })

  it('suggests a field written in another case or style, or one or two letters off, and nothing further', () => {
    const names = ['target_url', 'keyword', 'search_volume']
    expect(closestField('targetUrl', names)).toBe('target_url')
    expect(closestField('Target-URL', names)).toBe('target_url')
    expect(closestField('keywrd', names)).toBe('keyword')
    expect(closestField('volume', names)).toBeUndefined()
  })
})

describe('missingReferenceMessage', () => {
  it("names the missing document and the field from PostgreSQL's foreign-key detail", () => {
    expect(missingReferenceMessage('Key (image_id)=(999999) is not present in table "media".')).toBe(
      'There is no media document with the ID 999999 (given for image).',
    )
    expect(missingReferenceMessage('Key (run_id)=(5) is not present in table "seo_runs".')).toBe(
      'There is no seo-runs document with the ID 5 (given for run).',
    )
    expect(missingReferenceMessage(undefined)).toBe('A related document given in the request does not exist.')
  })

  it('says the field by the name the request gave it, not its database column, where the request names it', () => {
    const detail = 'Key (hero_image_id)=(7) is not present in table "media".'
    expect(missingReferenceMessage(detail, ['tagline', 'heroImage'])).toBe('There is no media document with the ID 7 (given for heroImage).')
    // A field named in snake case is its column already.
    expect(missingReferenceMessage('Key (target_page_id)=(3) is not present in table "pages".', ['target_page'])).toBe(
      'There is no pages document with the ID 3 (given for target_page).',
    )
    // None of the request's names is the column's: the column's name, as before.
    expect(missingReferenceMessage(detail, ['tagline'])).toBe('There is no media document with the ID 7 (given for hero_image).')
  })
})

describe('whole-number fields', () => {
  // Payload's validators translate their messages with req.t; the keys are enough here.
  const options = (extra: Record<string, unknown> = {}) => ({ req: { t: (key: string) => key }, ...extra }) as never

  it('accept whole numbers and nothing, and refuse a fraction', () => {
    for (const value of [0, 7, 1200, '15', null, undefined]) expect(validateWholeNumber(value as never, options())).toBe(true)
    for (const value of [1.5, 0.1, '2.5']) expect(validateWholeNumber(value as never, options())).toBe(WHOLE_NUMBER_MESSAGE)
  })

  it('keep the number rules Payload would apply without a validator of their own', () => {
    expect(validateWholeNumber(null as never, options({ required: true }))).toBe('validation:required')
    expect(validateWholeNumber(-1 as never, options({ min: 0 }))).toBe('validation:lessThanMin')
    expect(validateWholeNumber(241 as never, options({ max: 240 }))).toBe('validation:greaterThanMax')
    expect(validateWholeNumber('abc' as never, options())).toBe('validation:enterNumber')
  })
})

describe('an operator in a where that does not exist', () => {
  it('is named, with the operator probably meant', async () => {
    const { unknownOperatorMessage } = await import('../../src/hooks/refuseMalformedRequests')
    expect(unknownOperatorMessage('title', 'equal')).toMatch(/^where\[title\]\[equal\]: equal is not an operator\. Did you mean equals\? Use one of equals, /)
    expect(unknownOperatorMessage('title', 'greater_then')).toMatch(/Did you mean greater_than\?/)
    expect(unknownOperatorMessage('title', 'between')).not.toMatch(/Did you mean/)
    expect(unknownOperatorMessage('title', 'between')).not.toMatch(/\ball\b/)
  })
})
