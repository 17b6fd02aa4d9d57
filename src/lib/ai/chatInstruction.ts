import { SERVICE_PAGES } from '@/content/services'
import type { SiteSetting } from '@/payload-types'

import { formatDate } from '../format'
import { offlineContact } from '../site/offline'
import { SERVICE_LABELS, SERVICE_SLUGS } from '../site/routes'
import { CHAT_FORMAT_RULES, CHAT_SYSTEM_PROMPT } from './chat'

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`

/** The service pages as the assistant is told of them: static content, so made once. */
const SERVICES = SERVICE_SLUGS.map((slug) => {
  const page = SERVICE_PAGES[slug]
  const fees = page.offers.flatMap((o) => (o.price ? [`${o.name} from ${rupees(o.price)}`] : []))
  return `- ${SERVICE_LABELS[slug]} (/services/${slug}): ${page.description}${fees.length ? ` Fees: ${fees.join('; ')}.` : ''}`
})

/**
 * The assistant's system instruction: how it behaves, then the firm's facts as the site shows them (site settings,
 * the service pages and their published starting fees) and today's date. Without them a model asked "what is your
 * phone number?" or "what does GST registration cost?" makes one up; with them it answers as the site does, and an
 * editor's change to the settings reaches it with the next question.
 */
export function chatInstruction(settings: SiteSetting, today: Date = new Date()): string {
  const firm = offlineContact(settings)
  const facts = [
    `- Name: ${firm.firmName}`,
    firm.address ? `- Office: ${firm.address}` : null,
    ...firm.phones.map((p) => `- Phone${p.label ? ` (${p.label})` : ''}: ${p.number}`),
    `- E-mail: ${firm.email}`,
    firm.hours ? `- Hours: ${firm.hours}` : null,
    settings.whatsapp ? `- WhatsApp: ${settings.whatsapp}` : null,
    '- Enquiry form: /contact',
  ]
  return [
    CHAT_SYSTEM_PROMPT,
    CHAT_FORMAT_RULES,
    `Today is ${formatDate(today)}.`,
    'The firm (use only these facts about it; never invent a phone number, address, fee, person or other detail of the firm, and say when you do not know):',
    ...facts.filter((line): line is string => line !== null),
    'Its services, each with its page on this site, and the starting fees the site publishes:',
    ...SERVICES,
    'Other pages: /services (all services), /about, /faq, /blog (articles), /careers (job openings).',
  ].join('\n')
}
