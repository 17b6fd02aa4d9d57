import { ordinal } from './format'
import { SERVICE_LABELS, type ServiceSlug } from './site/routes'

/** How many general questions the home page's FAQ section shows: the first ones of the editors' order. */
export const FAQS_ON_HOME = 5

/** How many general questions the FAQ page gives search engines as FAQPage data (spec 01: three). */
export const FAQS_IN_FAQ_PAGE_DATA = 3

/** An active question's topic, in the editors' order: what the site shows. */
export type ShownFaq = { id: unknown; topic?: string | null }

/**
 * Where the site shows a question, for the admin's "On the site" column: general questions on the FAQ page (all of them)
 * and the home page (the first FAQS_ON_HOME), the others on their service page (all of them). `shown` are the active
 * questions in the editors' order.
 */
export function faqStatus(doc: { id?: unknown; topic?: string | null; active?: boolean | null }, shown: readonly ShownFaq[]): string {
  if (doc.active === false) return 'Hidden: not active'
  const sameTopic = shown.filter((f) => f.topic === doc.topic)
  const at = sameTopic.findIndex((f) => f.id === doc.id)
  // Not among the active ones read in this request (a row being created in another transaction): no place to give.
  const place = at >= 0 ? `, ${ordinal(at + 1)} of ${sameTopic.length}` : ''
  if (doc.topic !== 'general') {
    const label = SERVICE_LABELS[doc.topic as ServiceSlug]
    return label ? `On the ${label} page${place}` : 'Hidden: its topic has no page'
  }
  if (at < 0) return 'On the FAQ page'
  if (at < FAQS_ON_HOME) return `On the FAQ page${place}, and the home page, ${ordinal(at + 1)} of ${Math.min(FAQS_ON_HOME, sameTopic.length)}`
  return `On the FAQ page${place}. Not on the home page: it shows the first ${FAQS_ON_HOME}; drag it higher in the list`
}
