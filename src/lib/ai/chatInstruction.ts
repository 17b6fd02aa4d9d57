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
 * The tables the service pages publish (GST rates, filing deadlines, licences) and the GST calculator, as the
 * assistant is told of them. Without them a question on GST rates was answered from the model's own knowledge, which
 * may still hold the 12% and 28% slabs merged away in September 2025, and so differ from the page the visitor is on.
 */
const REFERENCE = SERVICE_SLUGS.flatMap((slug) =>
  SERVICE_PAGES[slug].blocks.flatMap((block) => {
    if (block.kind === 'gstCalculator') {
      return [`- ${block.heading} (/services/${slug}#${block.id}): ${block.intro ?? ''} ${block.notes.join(' ')}`.replace(/ {2,}/g, ' ')]
    }
    if (block.kind !== 'table') return []
    const rows = block.rows.map((row) => `  - ${row.map((cell, i) => `${block.columns[i]}: ${cell}`).join('; ')}`)
    return [`- ${block.heading} (/services/${slug}):${block.intro ? ` ${block.intro}` : ''}`, ...rows]
  }),
)

/**
 * The assistant's system instruction: how it behaves, then the firm's facts as the site shows them (site settings,
 * the service pages, their published starting fees and tables, the calculator, the FAQs visitors can read) and
 * today's date. Without them a model
 * asked "what is your phone number?" or "what does GST registration cost?" makes one up; with them it answers as the
 * site does, and an editor's change to the settings reaches it with the next question.
 */
/** A question the site answers (FAQs collection): on the FAQ page ('general') or a service page (its slug). */
export type ChatFaq = { question: string; answer: string; topic: string }

/** Where a question of that topic is shown. */
const faqPage = (topic: string) => (topic === 'general' ? '/faq' : `/services/${topic}`)

export function chatInstruction(settings: SiteSetting, { faqs = [], today = new Date() }: { faqs?: ChatFaq[]; today?: Date } = {}): string {
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
    'What the service pages publish (answer from these rather than from memory, and name the page; a visitor who wants a figure worked out can use the calculator):',
    ...REFERENCE,
    ...(faqs.length
      ? [
          'Questions the site answers, with the firm\'s own answers (give these answers rather than others, and name the page):',
          ...faqs.map((f) => `- ${f.question} (${faqPage(f.topic)}): ${f.answer.replace(/\s+/g, ' ').trim()}`),
        ]
      : []),
    'Other pages: /services (all services), /about, /faq, /blog (articles), /careers (job openings).',
  ].join('\n')
}
