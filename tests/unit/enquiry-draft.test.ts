import { describe, expect, it } from 'vitest'

import { draftFields, enquiryDraft } from '@/lib/enquiry-form'
import { HONEYPOT_FIELD } from '@/lib/enquiry-options'

const formData = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.set(name, value)
  return data
}

describe('an enquiry typed and not sent, kept with the page', () => {
  it("keeps the variant's fields that are filled in, never the honeypot or the form's own hidden fields", () => {
    const data = formData({ firstName: 'Asha', lastName: '', email: 'asha@example.in', message: 'GST registration', [HONEYPOT_FIELD]: 'bot', $ACTION_KEY: 'k1' })
    expect(enquiryDraft(data, 'contact')).toEqual({ firstName: 'Asha', email: 'asha@example.in', message: 'GST registration' })
    // The home form has one name field: the contact form's are not its own.
    expect(enquiryDraft(data, 'home')).toEqual({ email: 'asha@example.in', message: 'GST registration' })
  })

  it('keeps nothing for an empty form', () => {
    expect(enquiryDraft(formData({ firstName: '', message: '' }), 'contact')).toBeUndefined()
  })

  it('puts back only text for the form’s own fields, whatever else is found kept', () => {
    expect(draftFields({ name: 'Asha', message: 'Audit', firstName: 'x', [HONEYPOT_FIELD]: 'bot', phone: 98, email: null }, 'home')).toEqual({ name: 'Asha', message: 'Audit' })
    expect(draftFields('Asha', 'home')).toEqual({})
    expect(draftFields(null, 'contact')).toEqual({})
  })

  it('keeps at most ten thousand characters of a field', () => {
    const long = 'a'.repeat(12_000)
    expect(enquiryDraft(formData({ message: long }), 'contact')?.message).toHaveLength(10_000)
    expect(draftFields({ message: long }, 'contact').message).toHaveLength(10_000)
  })
})
