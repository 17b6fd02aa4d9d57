import type { Sort, Where } from 'payload'

import { ordinal } from './format'

/** How many testimonials the home page's "What Our Clients Say" shows: the first ones of the editors' order. */
export const TESTIMONIALS_SHOWN = 6

/** The query of the testimonials the home page shows: active ones with the client's agreement, in the dragged order. */
export const shownTestimonialsQuery = (): { where: Where; sort: Sort; limit: number } => ({
  where: { and: [{ active: { equals: true } }, { consent: { equals: true } }] },
  sort: ['_order', 'id'],
  limit: TESTIMONIALS_SHOWN,
})

/**
 * What the home page does with a testimonial, for the admin's "On the site" column: `shownIds` are the IDs the home page
 * shows, in its order (the first TESTIMONIALS_SHOWN active ones with the client's agreement).
 */
export function testimonialStatus(doc: { id?: unknown; active?: boolean | null; consent?: boolean | null }, shownIds: readonly unknown[]): string {
  const at = shownIds.indexOf(doc.id)
  if (at >= 0) return `On the home page, ${ordinal(at + 1)} of ${shownIds.length}`
  if (doc.active === false) return 'Hidden: not active'
  if (doc.consent === false) return 'Hidden: no agreement from the client'
  return `Not shown: the home page shows the first ${TESTIMONIALS_SHOWN}; drag it higher in the list`
}
