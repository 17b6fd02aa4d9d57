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

/** "A", "A and B", "A, B and C". */
const andList = (items: string[]): string => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''))

/** "“GST Registration” (cover, in the text)", "“Budget 2027” (cover, in its draft)". */
export function describeUse(use: ImageUse): string {
  const places = use.places.map((p) => PLACE_WORDS[p]).join(', ')
  return `“${use.title}” (${places}${use.draftOnly ? ', in its draft' : ''})`
}

/**
 * The pictures of the site settings, each behind a page's heading band: its field, its column in `site_settings`, and
 * the place an editor is told about (the page, what it is there, the settings' tab that sets it).
 */
export const SETTINGS_PICTURES = [
  { field: 'heroImage', column: 'hero_image_id', page: 'Home page', role: 'hero image', tab: 'Home page' },
  { field: 'contactImage', column: 'contact_image_id', page: 'Contact page', role: 'background image', tab: 'Contact page' },
] as const

export type SettingsPicture = (typeof SETTINGS_PICTURES)[number]

/**
 * The refusal an editor sees when deleting an image that articles still show, or that a page shows from the site
 * settings (`settings`: the home page's hero, the contact page's background).
 */
export function imageInUseMessage(uses: ImageUse[], settings: readonly SettingsPicture[] = []): string {
  const parts = settings.map((p) => `is the ${p.page.toLowerCase()}'s ${p.role} (Site settings, ${p.tab} tab)`)
  if (uses.length) {
    const shown = uses.slice(0, 3).map(describeUse)
    if (uses.length > 3) shown.push(`${uses.length - 3} more`)
    const articles = uses.length === 1 ? 'an article' : `${uses.length} articles`
    parts.push(`is used by ${articles}: ${andList(shown)}`)
  }
  return `This image ${andList(parts)}. Choose another image there first, then delete this one.`
}
