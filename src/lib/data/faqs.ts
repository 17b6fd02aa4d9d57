import { unstable_cache } from 'next/cache'

import type { Faq } from '@/payload-types'

import { SITE_REVALIDATE_SECONDS, TAGS } from '../cache-tags'
import { getPayloadClient } from './payload'

export type FaqItem = { id: number; question: string; answer: string }

const allFaqs = unstable_cache(
  async (): Promise<(FaqItem & { topic: string })[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'faqs',
      overrideAccess: false,
      sort: ['_order', 'id'],
      limit: 500,
      depth: 0,
    })
    return (docs as Faq[]).map((d) => ({ id: d.id, question: d.question, answer: d.answer, topic: d.topic }))
  },
  ['faqs:all'],
  { tags: [TAGS.faqs], revalidate: SITE_REVALIDATE_SECONDS },
)

/** Active questions for a topic ('general' or a service page slug), in the editors' order. */
export async function getFaqs(topic: string): Promise<FaqItem[]> {
  const faqs = await allFaqs()
  return faqs.filter((f) => f.topic === topic).map(({ topic: _t, ...f }) => f)
}
