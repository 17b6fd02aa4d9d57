'use client'

import { preload, type PreloadOptions } from 'react-dom'

/**
 * Fetches a page's leading picture early: server-rendered, React writes `<link rel="preload" as="image">` into the
 * page's head; on arriving by a link, it adds one as the page renders.
 *
 * A client component on purpose. In a server component, a `<link rel="preload">` or an eager `<img>` is also written as
 * a preload hint into the page's RSC payload, and the browser acts on the hints of a payload that Next.js only
 * prefetched because a link to the page came into view. A page linking to the home page downloaded the home hero
 * (114 kB) on wide screens, and /blog every article's hero as the visitor scrolled past the cards (13 pictures). A
 * client component is not run for a prefetch, so a picture is fetched for the page it is on, and no other.
 */
export function PreloadImage({ href, ...options }: { href: string } & Omit<PreloadOptions, 'as'>) {
  preload(href, { as: 'image', ...options })
  return null
}
