import { describe, expect, it } from 'vitest'

import { chatInstruction } from '../../src/lib/ai/chatInstruction'
import { CHAT_SYSTEM_PROMPT } from '../../src/lib/ai/chat'
import { chatReplyHtml } from '../../src/lib/ai/chatReply'
import type { SiteSetting } from '../../src/payload-types'
import { SERVICE_SLUGS } from '../../src/lib/site/routes'
import { SERVICE_PAGES } from '../../src/content/services'

describe('an answer of the assistant as the panel shows it', () => {
  it('shows the Markdown a model writes as formatting, not asterisks', () => {
    const html = chatReplyHtml('**GSTR-1** is due on the *11th*.\n\n* Monthly: 11th\n* QRMP: 13th\n\n1. Log in\n2. File')
    expect(html).toBe(
      '<p><strong>GSTR-1</strong> is due on the <em>11th</em>.</p>\n<ul>\n<li>Monthly: 11th</li>\n<li>QRMP: 13th</li>\n</ul>\n' +
        '<ol>\n<li>Log in</li>\n<li>File</li>\n</ol>',
    )
  })

  it('links a page of the site in place, another site in a new tab that cannot reach this one, and keeps phone and e-mail links', () => {
    const html = chatReplyHtml('[GST Services](/services/gst-services), [portal](https://www.gst.gov.in), [call](tel:+919810012345), [write](mailto:a@firm.example)')
    expect(html).toBe(
      '<p><a href="/services/gst-services">GST Services</a>, ' +
        '<a href="https://www.gst.gov.in" target="_blank" rel="noopener noreferrer nofollow">portal</a>, ' +
        '<a href="tel:+919810012345">call</a>, <a href="mailto:a@firm.example">write</a></p>',
    )
  })

  it('shows a link to anything else as its words, and the next link still closes as a link', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,hi', 'vbscript:x', '//evil.example/x']) {
      expect(chatReplyHtml(`[bad](${href}) [next](/faq)`)).toBe('<p><span>bad</span> <a href="/faq">next</a></p>')
    }
  })

  it('escapes the HTML a reply holds instead of running it', () => {
    expect(chatReplyHtml('Try <img src=x onerror="alert(1)"> now')).toBe('<p>Try &lt;img src=x onerror="alert(1)"&gt; now</p>')
    expect(chatReplyHtml('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(chatReplyHtml('<a href="javascript:alert(1)">x</a>')).not.toMatch(/<a /)
  })

  it('makes a heading a bold paragraph and an image its description', () => {
    expect(chatReplyHtml('### Due dates\n\n![GST logo](https://example.com/x.png)')).toBe('<p class="chat-heading">Due dates</p>\n<p><span>GST logo</span></p>')
  })
})

const settings = {
  id: 1,
  firmName: 'Sharma & Co',
  phones: [
    { label: 'Office', number: '+91 98100 12345' },
    { label: '', number: '0124 456 7890' },
  ],
  email: 'hello@firm.example',
  address: { street: 'Plot 12', locality: 'Sector 102', city: 'Gurgaon', region: 'Haryana', postalCode: '122505' },
  hoursText: 'Mon-Sat 9AM-6PM',
  whatsapp: 'https://wa.me/919810012345',
} as SiteSetting

describe('what the assistant is told', () => {
  it('gives the firm’s own contact details from the site settings, so it does not invent them', () => {
    const text = chatInstruction(settings, { today: new Date('2026-11-24T10:00:00Z') })
    expect(text.startsWith(CHAT_SYSTEM_PROMPT)).toBe(true)
    expect(text).toContain('- Name: Sharma & Co')
    expect(text).toContain('- Office: Plot 12, Sector 102, Gurgaon, Haryana, 122505')
    expect(text).toContain('- Phone (Office): +91 98100 12345')
    expect(text).toContain('- Phone: 0124 456 7890')
    expect(text).toContain('- E-mail: hello@firm.example')
    expect(text).toContain('- Hours: Mon-Sat 9AM-6PM')
    expect(text).toContain('- WhatsApp: https://wa.me/919810012345')
    expect(text).toContain('Today is 24 November 2026.')
  })

  it('leaves out what the settings do not have', () => {
    const text = chatInstruction({ ...settings, hoursText: '', whatsapp: null, phones: [] })
    expect(text).not.toMatch(/Hours:|WhatsApp:|Phone/)
  })

  it('lists every service with its page and the starting fees the site publishes', () => {
    const text = chatInstruction(settings)
    for (const slug of SERVICE_SLUGS) expect(text).toContain(`(/services/${slug}):`)
    expect(text).toContain('Individual ITR filing from ₹1,500')
    expect(text).toContain('Statutory audit from ₹25,000')
  })

  it('gives the questions the site answers with the firm\'s answers and the page each is on, and none when there are none', () => {
    const text = chatInstruction(settings, {
      faqs: [
        { question: 'Do I need a CA to file my ITR?', answer: 'No, but we check what you might miss.\n\nAsk us.', topic: 'general' },
        { question: 'Who must register for GST?', answer: 'Sellers of goods above ₹40 lakh a year.', topic: 'gst-services' },
      ],
    })
    expect(text).toContain('- Do I need a CA to file my ITR? (/faq): No, but we check what you might miss. Ask us.')
    expect(text).toContain('- Who must register for GST? (/services/gst-services): Sellers of goods above ₹40 lakh a year.')
    expect(chatInstruction(settings)).not.toContain('Questions the site answers')
  })

  it('gives the rates, deadlines and licences the service pages publish, and where the GST calculator is', () => {
    const text = chatInstruction(settings)
    expect(text).toContain('- GST rates at a glance (/services/gst-services):')
    expect(text).toContain('  - Category: Special rate; Rate: 40%;')
    expect(text).toContain('  - Due date: 20th of next month; Return: GSTR-3B; What it covers: Summary return and tax payment')
    expect(text).toContain('- Licences in detail (/services/licenses):')
    expect(text).toContain('- GST calculator (/services/gst-services#gst-calculator): Work out the GST on an invoice')
    // The slabs merged away in September 2025 are named only as history, never as a row of rates.
    expect(text).not.toMatch(/Rate: (12|28)%/)
    for (const slug of SERVICE_SLUGS) {
      for (const block of SERVICE_PAGES[slug].blocks) {
        if (block.kind === 'table') for (const row of block.rows) expect(text).toContain(`${block.columns[0]}: ${row[0]};`)
      }
    }
  })
})
