import { describe, expect, it } from 'vitest'

import { heroPicture } from '../../src/lib/images'

const upload = { url: '/api/media/file/office.jpg', width: 2400, height: 1350 }

describe("the home page's hero picture", () => {
  it('is the 1600 px hero size Payload cut from the upload', () => {
    const media = { ...upload, sizes: { hero: { url: '/api/media/file/office-1600x900.jpg', width: 1600, height: 900 } } }
    expect(heroPicture(media)).toEqual({ url: '/api/media/file/office-1600x900.jpg', width: 1600, height: 900 })
  })

  it('is the upload itself when it was too small for a hero size', () => {
    const small = { url: '/api/media/file/team.jpg', width: 1200, height: 800, sizes: { hero: { url: null, width: null, height: null } } }
    expect(heroPicture(small)).toEqual({ url: '/api/media/file/team.jpg', width: 1200, height: 800 })
  })

  it('is nothing when the setting is empty, not populated (an id) or the image has no file', () => {
    expect(heroPicture(null)).toBeNull()
    expect(heroPicture(undefined)).toBeNull()
    expect(heroPicture(12)).toBeNull()
    expect(heroPicture({ url: null, width: null, height: null, sizes: {} })).toBeNull()
  })
})
