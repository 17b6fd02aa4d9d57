import { describe, expect, it } from 'vitest'

import { bulkFailureMessage, groupFailures } from '@/lib/bulkFailures'

const names: Record<string, string> = { 1: '“GST Registration Guide”', 2: '“जीएसटी गाइड”', 3: '“Old vs New Regime”', 4: '“TDS Chart”', 5: '“ROC Checklist”' }
const nameOf = (id: number | string) => names[String(id)] ?? `ID ${id}`
const SLUG = 'The following field is invalid: Slug'

describe('the message of a bulk change some documents refused', () => {
  it('names the document and the reason after what Payload said', () => {
    expect(bulkFailureMessage('Unable to update 1 out of 2 Articles.', [{ id: 2, message: SLUG }], nameOf)).toBe(
      'Unable to update 1 out of 2 Articles. “जीएसटी गाइड”: The following field is invalid: Slug.',
    )
  })

  it('groups the documents by reason, in the order they failed, keeping a reason that ends a sentence as it is', () => {
    const used = 'This image is used by an article. Choose another image there first.'
    expect(
      bulkFailureMessage('Unable to update 3 out of 3 Articles.', [{ id: 1, message: SLUG }, { id: 3, message: used }, { id: 2, message: SLUG }], nameOf),
    ).toBe(`Unable to update 3 out of 3 Articles. “GST Registration Guide” and “जीएसटी गाइड”: ${SLUG}. “Old vs New Regime”: ${used}`)
  })

  it('names three documents for a reason and counts the rest', () => {
    const errors = [1, 2, 3, 4, 5].map((id) => ({ id, message: SLUG }))
    expect(bulkFailureMessage('Unable to update 5 out of 5 Articles.', errors, nameOf)).toBe(
      `Unable to update 5 out of 5 Articles. “GST Registration Guide”, “जीएसटी गाइड”, “Old vs New Regime” and 2 more: ${SLUG}.`,
    )
  })

  it('falls back to the ID for a document without a name', () => {
    expect(bulkFailureMessage('Unable to update 1 out of 1 Enquiry.', [{ id: 99, message: 'Invalid' }], nameOf)).toBe(
      'Unable to update 1 out of 1 Enquiry. ID 99: Invalid.',
    )
  })

  it('groups failures by reason', () => {
    expect(groupFailures([{ id: 1, message: 'a' }, { id: 2, message: 'b' }, { id: 3, message: 'a' }])).toEqual([
      { reason: 'a', ids: [1, 3] },
      { reason: 'b', ids: [2] },
    ])
  })
})
