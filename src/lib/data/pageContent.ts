import { unstable_cache } from 'next/cache'

import type { PageContent } from '@/payload-types'

import { SITE_REVALIDATE_SECONDS, TAGS } from '../cache-tags'
import { normalizePagePath } from '../site/paths'
import { getPayloadClient } from './payload'

/** What a page takes from its `page-content` document; every field may be missing. */
export type PageOverrides = {
  title: string | null
  description: string | null
  h1: string | null
  enhanced: {
    heading: string
    paragraphs: string[]
    linksHeading: string
    links: { text: string; url: string; context: string | null }[]
  } | null
}

const EMPTY: PageOverrides = { title: null, description: null, h1: null, enhanced: null }

function toOverrides(doc: PageContent | undefined): PageOverrides {
  if (!doc) return EMPTY
  const paragraphs = (doc.enhanced?.paragraphs ?? []).map((p) => p.text.trim()).filter(Boolean)
  const links = (doc.enhanced?.links ?? []).map((l) => ({ text: l.text, url: l.url, context: l.context ?? null }))
  return {
    title: doc.title?.trim() || null,
    description: doc.meta_description?.trim() || null,
    h1: doc.h1?.trim() || null,
    enhanced:
      paragraphs.length || links.length
        ? {
            heading: doc.enhanced?.heading?.trim() || 'Expert CA Services in Gurgaon',
            paragraphs,
            linksHeading: doc.enhanced?.links_heading?.trim() || 'Related Professional Services',
            links,
          }
        : null,
  }
}

/**
 * The overrides for a page path, as a visitor may read them. A failed read is logged and the page shows its
 * own content (spec 01 section 4: a failed load shows the page alone).
 */
export async function getPageOverrides(path: string): Promise<PageOverrides> {
  const key = normalizePagePath(path)
  try {
    return await unstable_cache(
      async () => {
        const payload = await getPayloadClient()
        const { docs } = await payload.find({
          collection: 'page-content',
          overrideAccess: false,
          where: { path: { equals: key } },
          limit: 1,
          depth: 0,
        })
        return toOverrides(docs[0] as PageContent | undefined)
      },
      ['page-content', key],
      { tags: [TAGS.pageContent(key)], revalidate: SITE_REVALIDATE_SECONDS },
    )()
  } catch (err) {
    console.error(`Page content for ${key} could not be read; showing the page without it`, err)
    return EMPTY
  }
}

/** When each page's content document last changed, for /sitemap.xml. */
export async function pageContentDates(): Promise<Map<string, string>> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'page-content',
    overrideAccess: false,
    limit: 1000,
    depth: 0,
    select: { path: true, updatedAt: true },
  })
  return new Map(docs.map((d) => [d.path, d.updatedAt]))
}
