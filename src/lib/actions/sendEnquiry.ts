'use server'

import { headers } from 'next/headers'

import { getPayloadClient } from '../data/payload'
import { checkEnquiryForm, enquiryFormValues, serverErrorsByField, type EnquiryFormVariant, type FieldErrors } from '../enquiry-form'
import { HONEYPOT_FIELD } from '../enquiry-options'
import { clientErrorStatus } from '../logging'

/** What the page shows after a form was sent without script: nothing yet, sent, or refused with why and what was typed. */
export type EnquiryFormState =
  | { status: 'idle' }
  | { status: 'sent' }
  | { status: 'refused'; message?: string; errors: FieldErrors; values: Record<string, string> }

/**
 * An enquiry form sent before the page's script ran, or where it does not run (switched off, blocked, failed to
 * load): the browser posts the form to the page, which answers with the outcome. Without this the browser sent the
 * form as a GET to the page itself: the visitor's name, e-mail, phone and message went into the address (history,
 * server logs) and nothing was sent. The enquiry goes the way the REST API takes it (the collection's checks,
 * honeypot and rate limit by the sender's address, e-mail to the firm); with script the form sends it there itself.
 */
export async function sendEnquiry(_previous: EnquiryFormState, data: FormData): Promise<EnquiryFormState> {
  const variant: EnquiryFormVariant = data.has('firstName') ? 'contact' : 'home'
  const values = enquiryFormValues(data, variant)
  const { [HONEYPOT_FIELD]: _trap, ...typed } = values
  const errors = await checkEnquiryForm(values, variant)
  if (Object.values(errors).some(Boolean)) return { status: 'refused', errors, values: typed }

  const payload = await getPayloadClient()
  try {
    await payload.create({
      collection: 'contact-submissions',
      // The form's shape (first and last name, honeypot), as the REST API takes it: the collection's hooks make the rest.
      data: values as never,
      overrideAccess: false,
      req: { headers: new Headers(await headers()) },
    })
    return { status: 'sent' }
  } catch (err) {
    // Told by its status, not by class: in the server actions' bundle Payload's APIError is another copy of the class.
    const status = clientErrorStatus(err)
    if (status === 400 || status === 429) {
      const message = (err as Error).message
      return { status: 'refused', message, errors: status === 400 ? serverErrorsByField(message, variant) : {}, values: typed }
    }
    payload.logger.error({ msg: 'An enquiry sent without script could not be stored', err })
    return { status: 'refused', errors: {}, values: typed }
  }
}
