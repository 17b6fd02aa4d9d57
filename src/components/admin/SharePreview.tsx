'use client'

import { useDebounce, useFormFields } from '@payloadcms/ui'
import { useCallback, useState } from 'react'

import { filledText } from '@/lib/format'
import { articleSearchResult } from '@/lib/site/articleResult'
import { articleShareImage, type ArticleShareImage, SHARE_IMAGE_PREVIEW_PATH, SOCIAL_IMAGE_SIZE } from '@/lib/site/shareImage'
import { isValidSlug } from '@/lib/slug'

import { keptAnswers } from './keptAnswers'
import { fetchOwnTexts } from './ownTextsLookup'
import { useApiBase } from './useApiBase'
import { useDelayedAnswer } from './useDelayedAnswer'
import { usePageContentAt } from './usePageContentAt'

/** A cover image's share size (1200 x 630), asked once per image; null when asking failed. */
const keptCovers = keptAnswers<{ shareUrl: string | null } | null>(60_000)
function fetchCover(apiBase: string, id: string) {
  return keptCovers(`${apiBase} ${id}`, () =>
    fetch(`${apiBase}/media/${encodeURIComponent(id)}?depth=0&select[sizes]=true`, { credentials: 'include' })
      .then(async (res) => {
        if (!res.ok) return null
        const doc = (await res.json()) as { sizes?: { og?: { url?: string | null } } }
        return { shareUrl: filledText(doc.sizes?.og?.url) }
      })
      .catch(() => null),
  )
}

const IMAGE_NOTE: Record<Exclude<ArticleShareImage['kind'], 'not-yet'> | 'cover-without-share-size' | 'outside-picture', string> = {
  cover: 'The picture is the cover image, cut to 1200 × 630.',
  drawn: 'No cover image: the title is drawn over the article’s cover art.',
  site: '',
  'cover-without-share-size': 'The cover image is smaller than 1200 × 630, so the site’s own picture stands in for it.',
  'outside-picture': 'An imported picture from another site is not shared: the site’s own picture stands in for it.',
}

/**
 * The article form's share preview (sidebar, below the search result preview): the card LinkedIn, Facebook, WhatsApp
 * or X show for a link to the article, from what the form holds as the editor types: the picture (the cover image's
 * share size, the site's picture, or the title drawn over the cover art by the server, src/lib/site/shareImage.ts),
 * the site's address, and the title and description the search result preview shows (the page sends the same).
 */
export function ArticleSharePreview() {
  const title = useFormFields(([fields]) => filledText(fields.title?.value))
  const slug = useFormFields(([fields]) => filledText(fields.slug?.value))
  const category = useFormFields(([fields]) => filledText(fields.category?.value))
  const metaDescription = useFormFields(([fields]) => filledText(fields.meta_description?.value))
  const excerpt = useFormFields(([fields]) => filledText(fields.excerpt?.value))
  const imageUrl = useFormFields(([fields]) => filledText(fields.image_url?.value))
  const coverId = useFormFields(([fields]) => {
    const value = fields.image?.value
    const id = value && typeof value === 'object' && 'id' in value ? value.id : value
    return typeof id === 'number' || (typeof id === 'string' && id) ? String(id) : null
  })
  const apiBase = useApiBase()
  const askSite = useCallback((p: string) => fetchOwnTexts(apiBase, p), [apiBase])
  const site = useDelayedAnswer('/', askSite)
  const content = usePageContentAt(slug && isValidSlug(slug) ? `/blog/${slug}` : null)
  const askCover = useCallback((id: string) => fetchCover(apiBase, id), [apiBase])
  const cover = useDelayedAnswer(coverId, askCover)

  if (site === undefined) return <ShareField><p className="search-preview__note">Loading…</p></ShareField>
  if (site === null) return <ShareField><p className="search-preview__note">The site’s name and address could not be loaded just now.</p></ShareField>
  const result = articleSearchResult({ title, slug, metaDescription, excerpt, override: content, siteName: site.siteName, origin: site.url })
  if (result.kind === 'no-title') return <ShareField><p className="search-preview__note">Type a title to see the card a shared link shows.</p></ShareField>
  if (result.kind === 'no-address') return <ShareField><p className="search-preview__note">The article needs an address (a slug) first.</p></ShareField>
  if (coverId && cover === undefined) return <ShareField><p className="search-preview__note">Loading the cover image…</p></ShareField>
  if (coverId && cover === null) return <ShareField><p className="search-preview__note">The cover image could not be loaded just now.</p></ShareField>

  const addressSlug = new URL(result.url).pathname.split('/').pop() ?? null
  const image = articleShareImage({ cover: coverId ? cover! : null, imageUrl, title, category, slug: addressSlug })
  const host = new URL(site.url).host
  return (
    <ShareField>
      <div className="share-preview__card" data-share-preview="">
        <SharePicture apiBase={apiBase} image={image} />
        <div className="share-preview__text">
          <div className="share-preview__host">{host}</div>
          <div className="share-preview__title">{result.title}</div>
          {result.description ? <div className="share-preview__description">{result.description}</div> : null}
        </div>
      </div>
      <p className="search-preview__note">
        {image.kind === 'not-yet' ? 'Choose a category to see the picture drawn for the article.' : IMAGE_NOTE[image.kind === 'site' ? image.reason : image.kind]}
      </p>
    </ShareField>
  )
}

function ShareField({ children }: { children: React.ReactNode }) {
  return (
    <div className="field-type share-preview">
      <div className="field-label">Share preview</div>
      {children}
    </div>
  )
}

/**
 * The card's picture, 1200 x 630 scaled to the sidebar. A drawn one is asked for once the typing pauses (each drawing
 * takes the server about 200 ms), and says so while it comes or if it cannot.
 */
function SharePicture({ apiBase, image }: { apiBase: string; image: ArticleShareImage }) {
  const src =
    image.kind === 'drawn'
      ? `${apiBase}${SHARE_IMAGE_PREVIEW_PATH}?${new URLSearchParams({ title: image.title, category: image.category, slug: image.slug })}`
      : image.kind === 'not-yet'
        ? null
        : image.url
  const settled = useDebounce(src, image.kind === 'drawn' ? 600 : 0)
  const [shown, setShown] = useState<{ src: string; ok: boolean } | null>(null)
  const state = !src ? 'none' : settled !== src ? 'waiting' : shown?.src !== src ? 'loading' : shown.ok ? 'shown' : 'failed'
  const coming = image.kind === 'drawn' ? 'Drawing the picture…' : 'Loading the picture…'
  return (
    <div className="share-preview__image" data-state={state}>
      {src && settled === src ? (
        // A plain <img>: the exact picture the site sends, not an optimised copy of it.
        <img
          key={src}
          src={src}
          alt={image.kind === 'drawn' ? 'The title drawn over the article’s cover art' : 'The picture a shared link shows'}
          width={SOCIAL_IMAGE_SIZE.width}
          height={SOCIAL_IMAGE_SIZE.height}
          onLoad={() => setShown({ src, ok: true })}
          onError={() => setShown({ src, ok: false })}
        />
      ) : null}
      {state === 'waiting' || state === 'loading' ? <span className="share-preview__status">{coming}</span> : null}
      {state === 'failed' ? <span className="share-preview__status">The picture could not be loaded just now.</span> : null}
    </div>
  )
}
