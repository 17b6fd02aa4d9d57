import { describe, expect, it } from 'vitest'

import { imageAddresses, imageInUseMessage, SETTINGS_PICTURES, type ImageUse } from '../../collections/Media/lib/imageUses'
import { imageIdsInText, missingTextImageMessage } from '../../collections/NewsUpdates/hooks/keepTextImages'

const use = (title: string, places: ImageUse['places'], draftOnly = false): ImageUse => ({ article: title.length, title, places, draftOnly })

describe('the refusal to delete an image articles use', () => {
  it('names the one article and where it shows the image', () => {
    expect(imageInUseMessage([use('GST Registration', ['cover', 'text'])])).toBe(
      'This image is used by an article: “GST Registration” (cover, in the text). Choose another image there first, then delete this one.',
    )
  })

  it('says when only an unpublished draft uses it', () => {
    expect(imageInUseMessage([use('Budget 2027', ['cover'], true)])).toContain('“Budget 2027” (cover, in its draft)')
  })

  it('joins two or three articles with "and", and counts the rest after three', () => {
    expect(imageInUseMessage([use('A', ['cover']), use('B', ['address'])])).toBe(
      'This image is used by 2 articles: “A” (cover) and “B” (by its address). Choose another image there first, then delete this one.',
    )
    const five = ['A', 'B', 'C', 'D', 'E'].map((t) => use(t, ['cover']))
    expect(imageInUseMessage(five)).toBe(
      'This image is used by 5 articles: “A” (cover), “B” (cover), “C” (cover) and 2 more. Choose another image there first, then delete this one.',
    )
  })
})

describe('the refusal to delete a picture the site settings give a page', () => {
  const [hero, contact] = SETTINGS_PICTURES

  it('names the site settings and their tab, where another image is chosen', () => {
    expect(imageInUseMessage([], [hero])).toBe(
      "This image is the home page's hero image (Site settings, Home page tab). Choose another image there first, then delete this one.",
    )
    expect(imageInUseMessage([], [contact])).toBe(
      "This image is the contact page's background image (Site settings, Contact page tab). Choose another image there first, then delete this one.",
    )
  })

  it('names every page and the articles when they all show it', () => {
    expect(imageInUseMessage([use('GST Registration', ['cover'])], [hero, contact])).toBe(
      "This image is the home page's hero image (Site settings, Home page tab), is the contact page's background image (Site settings, Contact page tab) " +
        'and is used by an article: “GST Registration” (cover). Choose another image there first, then delete this one.',
    )
  })
})

describe('the addresses of an image', () => {
  it('are the file and each size the site serves, encoded as Payload encodes them, without gaps or repeats', () => {
    expect(
      imageAddresses({
        filename: 'form 16.png',
        sizes: { thumbnail: { filename: 'form 16-320x240.png' }, card: { filename: null }, hero: { filename: 'form 16.png' } },
      }),
    ).toEqual(['/api/media/file/form%2016.png', '/api/media/file/form%2016-320x240.png'])
  })
})

describe('the images an article’s text shows', () => {
  const upload = (value: unknown, relationTo = 'media') => ({ type: 'upload', version: 3, format: '', id: 'x', fields: null, relationTo, value })
  const text = (...children: unknown[]) => ({ root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hi' }] }, ...children] } })

  it('are the IDs of its upload nodes, however written, once each, inside lists and quotes too', () => {
    const nested = { type: 'list', children: [{ type: 'listitem', children: [upload('12')] }] }
    expect(imageIdsInText(text(upload(7), upload({ id: 9 }), nested, upload(7)))).toEqual([7, 9, 12])
  })

  it('leave out other collections, values that are no ID, and text without images', () => {
    expect(imageIdsInText(text(upload(5, 'documents'), upload('abc'), upload(null), upload(1.5)))).toEqual([])
    expect(imageIdsInText(text())).toEqual([])
    expect(imageIdsInText(null)).toEqual([])
  })

  it('that no longer exist are named in the refusal', () => {
    expect(missingTextImageMessage([999])).toBe('The text shows an image that no longer exists (ID 999): remove it from the text, or choose another image.')
    expect(missingTextImageMessage([3, 4])).toMatch(/^The text shows 2 images that no longer exist \(ID 3, 4\): /)
  })
})
