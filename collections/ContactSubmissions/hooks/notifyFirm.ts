import type { CollectionAfterChangeHook } from 'payload'

import type { ContactSubmission } from '../../../src/payload-types'
import { env } from '../../../src/lib/env'
import { SERVICE_INTERESTS } from '../../../src/lib/enquiry'

export function enquiryEmail(doc: ContactSubmission): { subject: string; text: string } {
  const service = SERVICE_INTERESTS.find((s) => s.value === doc.service_interest)?.label
  const lines = [
    `Name: ${doc.name}`,
    `E-mail: ${doc.email}`,
    doc.phone ? `Phone: ${doc.phone}` : null,
    doc.company ? `Company: ${doc.company}` : null,
    service ? `Service: ${service}` : null,
    '',
    doc.message,
  ].filter((l): l is string => l !== null)
  return { subject: `New enquiry from ${doc.name}`, text: lines.join('\n') }
}

/**
 * The firm hears of each new enquiry: by e-mail when SMTP is configured, otherwise in the server log. The
 * enquiry is already stored, so a mail failure is logged and never fails the visitor's request.
 */
export const notifyFirm: CollectionAfterChangeHook<ContactSubmission> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const { subject, text } = enquiryEmail(doc)
  if (!env.SMTP_HOST) {
    req.payload.logger.info({ msg: `${subject} (SMTP not configured, not e-mailed)`, enquiryId: doc.id })
    return doc
  }
  const settings = await req.payload.findGlobal({ slug: 'site-settings', req, depth: 0 })
  const to = env.ENQUIRY_NOTIFY_TO ?? settings.email
  void Promise.resolve(req.payload.sendEmail({ to, subject, text, replyTo: doc.email })).catch((err: unknown) =>
    req.payload.logger.error({ msg: `Enquiry ${doc.id} stored but the e-mail to ${to} failed`, err }),
  )
  return doc
}
