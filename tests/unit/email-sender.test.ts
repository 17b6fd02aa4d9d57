import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { ENQUIRY_SENDER_NAME, FALLBACK_SENDER_NAME, mailbox, sentAsTheFirm, unsentEmailAdapter } from '@/lib/email/sender'

const ADDRESS = 'website@firm.example'

/** The configured adapter around a transport that keeps what it is given, and a site whose firm name can change. */
async function setUp() {
  const sent: { from?: unknown; subject?: unknown }[] = []
  const transport = { sendMail: async (message: { from?: unknown; subject?: unknown }) => sent.push(message) }
  const site = { firmName: 'Sharma & Gupta Associates' as string | null, unreadable: false }
  const payload = {
    findGlobal: async () => {
      if (site.unreadable) throw new Error('connection refused')
      return { firmName: site.firmName }
    },
  } as unknown as Payload
  const adapter = await sentAsTheFirm(
    nodemailerAdapter({ defaultFromAddress: ADDRESS, defaultFromName: FALLBACK_SENDER_NAME, skipVerify: true, transport: transport as never }),
  )
  const email = adapter({ payload })
  // What Payload's forgot-password operation passes as From: its one configured sender.
  const payloadsOwn = `"${email.defaultFromName}" <${email.defaultFromAddress}>`
  return { email, payloadsOwn, sent, site }
}

describe('the sender of the e-mails the site sends', () => {
  it("sends Payload's own e-mails (a password reset) from the firm's name as the site settings have it at the time", async () => {
    const { email, payloadsOwn, sent, site } = await setUp()
    await email.sendEmail({ from: payloadsOwn, to: 'staff@firm.example', subject: 'Reset' })
    site.firmName = 'Gupta Tax Partners'
    await email.sendEmail({ to: 'staff@firm.example', subject: 'Reset again' })
    expect(sent.map((m) => m.from)).toEqual([`"Sharma & Gupta Associates" <${ADDRESS}>`, `"Gupta Tax Partners" <${ADDRESS}>`])
  })

  it('keeps a firm name with a comma or quotes whole, as one quoted name', async () => {
    expect(mailbox('Sharma, "Gupta" \\ Co', ADDRESS)).toBe(`"Sharma, \\"Gupta\\" \\\\ Co" <${ADDRESS}>`)
  })

  it('keeps the sender a message names itself (the enquiry notifications)', async () => {
    const { email, sent } = await setUp()
    await email.sendEmail({ from: mailbox(ENQUIRY_SENDER_NAME, ADDRESS), to: 'partners@firm.example', subject: 'New enquiry' })
    expect(sent[0]?.from).toBe(`"Website enquiries" <${ADDRESS}>`)
  })

  it('still sends the e-mail, from the configured name, when the site settings cannot be read or name no firm', async () => {
    const { email, payloadsOwn, sent, site } = await setUp()
    site.unreadable = true
    await email.sendEmail({ from: payloadsOwn, to: 'staff@firm.example', subject: 'Reset' })
    site.unreadable = false
    site.firmName = '  '
    await email.sendEmail({ from: payloadsOwn, to: 'staff@firm.example', subject: 'Reset' })
    expect(sent.map((m) => m.from)).toEqual([`"${FALLBACK_SENDER_NAME}" <${ADDRESS}>`, `"${FALLBACK_SENDER_NAME}" <${ADDRESS}>`])
  })
})

describe('an installation without SMTP', () => {
  it('sends nothing and warns, in one line, of any e-mail it was handed: its subject and recipients', async () => {
    const warnings: unknown[] = []
    const payload = { logger: { warn: (line: unknown) => warnings.push(line) } } as unknown as Payload
    const email = unsentEmailAdapter(ADDRESS)({ payload })
    expect(email.defaultFromAddress).toBe(ADDRESS)
    await email.sendEmail({ to: ['a@firm.example', { name: 'B', address: 'b@firm.example' }], subject: 'Hello' })
    await email.sendEmail({ subject: 'No one' })
    expect(warnings).toEqual([
      { msg: 'E-mail not sent (SMTP is not configured): "Hello" to a@firm.example, b@firm.example' },
      { msg: 'E-mail not sent (SMTP is not configured): "No one" to nobody' },
    ])
  })
})
