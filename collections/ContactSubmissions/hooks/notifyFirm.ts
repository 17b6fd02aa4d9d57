import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import type { ContactSubmission } from '../../../src/payload-types'
import { ENQUIRY_SENDER_NAME, mailbox } from '../../../src/lib/email/sender'
import { env, sendsEmail } from '../../../src/lib/env'
import { SERVICE_INTERESTS } from '../../../src/lib/enquiry'
import { transactionEnded } from '../../../src/lib/transactions'

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
 * The firm hears of each new enquiry: by e-mail when SMTP is configured, otherwise in the server log. It hears once
 * the enquiry is stored: the hook runs before Payload commits it, and an enquiry whose COMMIT fails is answered as
 * not sent (src/lib/transactions.ts), so the visitor sends it again and the firm would have heard of it twice. A mail
 * failure is logged and never fails the visitor's request.
 */
export const notifyFirm: CollectionAfterChangeHook<ContactSubmission> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  // Read now, in the request's transaction: the settings' address as the request saw it.
  const to = sendsEmail ? (env.ENQUIRY_NOTIFY_TO ?? (await req.payload.findGlobal({ slug: 'site-settings', req, depth: 0 })).email) : undefined
  void tellFirm(req, doc, to)
  return doc
}

async function tellFirm(req: PayloadRequest, doc: ContactSubmission, to: string | undefined): Promise<void> {
  const { subject, text } = enquiryEmail(doc)
  try {
    // A transaction still open after 10 s: told without the check.
    if (await transactionEnded(req)) {
      const stored = await req.payload.count({ collection: 'contact-submissions', where: { id: { equals: doc.id } }, overrideAccess: true })
      if (!stored.totalDocs) {
        req.payload.logger.warn({ msg: `${subject}: not stored (its save failed), so the firm is not told of it`, enquiryId: doc.id })
        return
      }
    }
    if (!to) {
      req.payload.logger.info({ msg: `${subject} (SMTP not configured, not e-mailed)`, enquiryId: doc.id })
      return
    }
    await req.payload.sendEmail({ from: mailbox(ENQUIRY_SENDER_NAME, env.SMTP_FROM), to, subject, text, replyTo: doc.email })
  } catch (err) {
    req.payload.logger.error({ msg: `Enquiry ${doc.id}: the firm could not be told of it${to ? ` (e-mail to ${to})` : ''}`, err })
  }
}
