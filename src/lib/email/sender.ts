import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

/** The sender of the firm's enquiry notifications, so the partners can sort them from other mail. */
export const ENQUIRY_SENDER_NAME = 'Website enquiries'

/** The name the site's own e-mails carry when the site settings cannot be read. */
export const FALLBACK_SENDER_NAME = 'Website'

/** A From header: the display name quoted (and its quotes and backslashes escaped), so a comma or `<` in it stays a name. */
export const mailbox = (name: string, address: string): string => `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`

const firmNameOf = async (payload: Payload): Promise<string | undefined> => {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 }).catch(() => null)
  return settings?.firmName?.trim() || undefined
}

/**
 * The site's e-mails (a staff member's password reset) go out under the firm's name as the site settings have it
 * when they are sent: "Chartered Accountants Gurgaon <website@…>". Payload writes the From of its own e-mails from
 * the adapter's one fixed name, so an e-mail whose From is that default gets the firm's name instead; one that names
 * its own sender (the enquiry notifications, `ENQUIRY_SENDER_NAME`) keeps it.
 */
export function sentAsTheFirm(adapter: EmailAdapter | Promise<EmailAdapter>): Promise<EmailAdapter> {
  return Promise.resolve(adapter).then(
    (resolved): EmailAdapter =>
      (args) => {
        const inner = resolved(args)
        const defaults = new Set([
          mailbox(inner.defaultFromName, inner.defaultFromAddress),
          `${inner.defaultFromName} <${inner.defaultFromAddress}>`,
        ])
        const isDefault = (from: SendEmailOptions['from']) =>
          !from || (typeof from === 'string' ? defaults.has(from) : from.address === inner.defaultFromAddress && (!from.name || from.name === inner.defaultFromName))
        return {
          ...inner,
          sendEmail: async (message) => {
            if (!isDefault(message.from)) return inner.sendEmail(message)
            const name = (await firmNameOf(args.payload)) ?? inner.defaultFromName
            return inner.sendEmail({ ...message, from: mailbox(name, inner.defaultFromAddress) })
          },
        }
      },
  )
}

/**
 * The adapter without SMTP. The site sends nothing then (enquiries are noted in the log, password resets refused), so
 * this only says, as a warning, what an e-mail it was handed would have been. It stands in for Payload's default,
 * which warned at every start that no adapter was set, as if something were misconfigured; `npm start` says instead
 * that e-mail is off and what that means.
 */
export const unsentEmailAdapter = (fromAddress: string): EmailAdapter => ({ payload }) => ({
  name: 'unsent',
  defaultFromAddress: fromAddress,
  defaultFromName: FALLBACK_SENDER_NAME,
  sendEmail: async (message) => {
    const to = [message.to ?? []].flat().map((r) => (typeof r === 'string' ? r : r.address))
    payload.logger.warn({ msg: `E-mail not sent (SMTP is not configured): "${message.subject ?? ''}" to ${to.join(', ') || 'nobody'}` })
  },
})
