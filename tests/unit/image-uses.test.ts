import { describe, expect, it } from 'vitest'

import { imageAddresses, imageInUseMessage, type ImageUse } from '../../collections/Media/lib/imageUses'

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
