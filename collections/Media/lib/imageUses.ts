import type { Media } from '../../../src/payload-types'

/** Where an article shows an image: as its cover, inside its text, or by the image's address (imported articles). */
export type ImageUsePlace = 'cover' | 'text' | 'address'

export type ImageUse = {
  article: number
  title: string
  places: ImageUsePlace[]
  /** Only the article's unpublished draft uses the image; the published article does not. */
  draftOnly: boolean
}

const PLACE_WORDS: Record<ImageUsePlace, string> = { cover: 'cover', text: 'in the text', address: 'by its address' }

/** The addresses the site serves an image and its sizes at, which an imported article may have been given. */
export function imageAddresses(media: Pick<Media, 'filename' | 'sizes'>): string[] {
  const names = [media.filename, ...Object.values(media.sizes ?? {}).map((size) => size?.filename)]
  return [...new Set(names.filter((n): n is string => typeof n === 'string' && n !== ''))].map((n) => `/api/media/file/${encodeURIComponent(n)}`)
}

/** "“GST Registration” (cover, in the text)", "“Budget 2027” (cover, in its draft)". */
export function describeUse(use: ImageUse): string {
  const places = use.places.map((p) => PLACE_WORDS[p]).join(', ')
  return `“${use.title}” (${places}${use.draftOnly ? ', in its draft' : ''})`
}

/**
 * The refusal an editor sees when deleting an image that articles still show, or that is the home page's hero picture
 * (`hero`: Site settings > Home page).
 */
export function imageInUseMessage(uses: ImageUse[], hero = false): string {
  const parts: string[] = []
  if (hero) parts.push("is the home page's hero image (Site settings, Home page tab)")
  if (uses.length) {
    const shown = uses.slice(0, 3).map(describeUse)
    if (uses.length > 3) shown.push(`${uses.length - 3} more`)
    const list = shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : shown[0]
    const articles = uses.length === 1 ? 'an article' : `${uses.length} articles`
    parts.push(`is used by ${articles}: ${list}`)
  }
  return `This image ${parts.join(' and ')}. Choose another image there first, then delete this one.`
}
