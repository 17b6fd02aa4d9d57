import { unstable_cache } from 'next/cache'

import type { Testimonial } from '@/payload-types'

import { SITE_REVALIDATE_SECONDS, TAGS } from '../cache-tags'
import { shownTestimonialsQuery } from '../testimonials'
import { getPayloadClient } from './payload'

export type TestimonialItem = { id: number; quote: string; attribution: string; service: string | null }

/** The testimonials visitors may see (active ones), in the editors' order; the first TESTIMONIALS_SHOWN. */
export const getTestimonials = unstable_cache(
  async (): Promise<TestimonialItem[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'testimonials',
      overrideAccess: false,
      ...shownTestimonialsQuery(),
      depth: 0,
      select: { quote: true, attribution: true, service: true },
    })
    return (docs as Testimonial[]).map((d) => ({ id: d.id, quote: d.quote, attribution: d.attribution, service: d.service ?? null }))
  },
  ['testimonials:shown'],
  { tags: [TAGS.testimonials], revalidate: SITE_REVALIDATE_SECONDS },
)
