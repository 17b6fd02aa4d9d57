import { describe, expect, it } from 'vitest'

import { backdropImage } from '../../src/lib/images'

const upload = { url: '/api/media/file/office.jpg', width: 2400, height: 1600, focalX: 30, focalY: 40 }

describe('the picture behind a heading band (the home page\'s hero, the contact page\'s band)', () => {
  it('is the whole picture at 1536 px (not the 16:9 cut), with the focal point the admin set', () => {
    const media = {
      ...upload,
      sizes: {
        hero: { url: '/api/media/file/office-1600x900.jpg', width: 1600, height: 900 },
        textWide: { url: '/api/media/file/office-1536x1024.jpg', width: 1536, height: 1024 },
      },
    }
    expect(backdropImage(media)).toEqual({ url: '/api/media/file/office-1536x1024.jpg', focalX: 30, focalY: 40 })
  })

  it('is the upload itself when it was narrower than 1536 px, centred when no focal point was set', () => {
    const small = { url: '/api/media/file/team.jpg', width: 1200, height: 800, focalX: null, focalY: undefined, sizes: { textWide: { url: null, width: null, height: null } } }
    expect(backdropImage(small)).toEqual({ url: '/api/media/file/team.jpg', focalX: 50, focalY: 50 })
  })

  it('is nothing when the setting is empty, not populated (an id) or the image has no file', () => {
    expect(backdropImage(null)).toBeNull()
    expect(backdropImage(undefined)).toBeNull()
    expect(backdropImage(12)).toBeNull()
    expect(backdropImage({ url: null, sizes: {} })).toBeNull()
  })
})
