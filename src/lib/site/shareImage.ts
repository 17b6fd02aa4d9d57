// Pure: the article form's share preview reads it in the browser, the site's metadata and share images on the server.

/** The size of every picture a shared link shows (Open Graph and Twitter cards), spec 01 section 9. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const
/** The site-wide social image, 1200 x 630. */
export const DEFAULT_SOCIAL_IMAGE = { url: '/og-image.png', ...SOCIAL_IMAGE_SIZE }

/** The longest title an article's drawn share image shows whole; a longer one ends in an ellipsis. */
export const SHARE_TITLE_MAX = 100

/** A title as an article's drawn share image shows it. */
export const shareImageTitle = (title: string) => (title.length > SHARE_TITLE_MAX ? `${title.slice(0, SHARE_TITLE_MAX - 1).trimEnd()}…` : title)

/** Where staff have an article's share image drawn from a form's values (src/endpoints/shareImagePreview.ts). */
export const SHARE_IMAGE_PREVIEW_PATH = '/news-updates/share-image'

/** What the article form holds that decides its share image. */
export type ArticleShareInput = {
  /** The cover image chosen: its 1200 x 630 share size's address, or null when it has none (a picture too small). */
  cover: { shareUrl: string | null } | null
  /** An imported article's outside picture (`image_url`). */
  imageUrl: string | null
  title: string | null
  category: string | null
  /** The article's slug, typed or made from the title: it picks the drawn cover's shapes. */
  slug: string | null
}

export type ArticleShareImage =
  | { kind: 'cover'; url: string }
  | { kind: 'site'; url: string; reason: 'cover-without-share-size' | 'outside-picture' }
  | { kind: 'drawn'; title: string; category: string; slug: string }
  | { kind: 'not-yet'; missing: 'title' | 'category' | 'slug' }

/**
 * The picture a shared link to the article shows, by the rule of its page's metadata (app/(frontend)/blog/[slug]): the
 * cover image's 1200 x 630 share size; a cover image without one (smaller than that), or an imported article's outside
 * picture, gives the site's own image; without either, its title drawn over its cover art (/blog/{slug}/share.png),
 * which needs the title, category and slug.
 */
export function articleShareImage({ cover, imageUrl, title, category, slug }: ArticleShareInput): ArticleShareImage {
  if (cover) return cover.shareUrl ? { kind: 'cover', url: cover.shareUrl } : { kind: 'site', url: DEFAULT_SOCIAL_IMAGE.url, reason: 'cover-without-share-size' }
  if (imageUrl) return { kind: 'site', url: DEFAULT_SOCIAL_IMAGE.url, reason: 'outside-picture' }
  if (!title) return { kind: 'not-yet', missing: 'title' }
  if (!category) return { kind: 'not-yet', missing: 'category' }
  if (!slug) return { kind: 'not-yet', missing: 'slug' }
  return { kind: 'drawn', title, category, slug }
}
