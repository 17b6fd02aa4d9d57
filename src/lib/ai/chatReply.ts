import { micromark } from 'micromark'
import sanitizeHtml, { type Tag } from 'sanitize-html'

import { safeHref } from '../links'

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']

/**
 * A reply of the assistant as the chat panel shows it. Models write Markdown (`**Due date:**`, `* item`,
 * `[GST Services](/services/gst-services)`); shown as text, a visitor read the asterisks. This is the reply as HTML
 * that is safe to put in the page:
 * - micromark (CommonMark) turns the Markdown into HTML and escapes any HTML the reply holds, so a reply saying
 *   `<script>` shows those characters;
 * - sanitize-html then keeps paragraphs, lists, bold, italics, quotes, code and links only: a heading becomes a bold
 *   paragraph (the panel is no place for the page's outline), an image its description;
 * - a link keeps only an address a visitor may follow (a page of this site, a web, e-mail or phone address), else it
 *   is its words; one to another site opens in a new tab that cannot reach this one, and search engines are told
 *   the site does not vouch for it.
 */
export function chatReplyHtml(markdown: string): string {
  // micromark's own address check drops tel: (a phone number written as a link); the check below is the one that holds.
  const html = micromark(markdown, { allowDangerousProtocol: true })
  return sanitizeHtml(html, {
    // A tag turned into one that is not allowed leaves its stale name to close the next tag at the same depth (an
    // '<a ...>m</span>' seen here; apostrophecms/sanitize-html#398): links and images become spans, so span is allowed.
    allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'span', 'code', 'pre', 'blockquote'],
    allowedAttributes: { a: ['href', 'target', 'rel'], p: ['class'], ol: ['start'] },
    allowedClasses: { p: ['chat-heading'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      ...Object.fromEntries(HEADINGS.map((h) => [h, () => ({ tagName: 'p', attribs: { class: 'chat-heading' } })])),
      img: (_tagName, attribs) => ({ tagName: 'span', attribs: {}, text: attribs.alt ?? '' }),
      a: (_tagName, attribs): Tag => {
        const href = safeHref(attribs.href)
        if (!href || href.startsWith('//')) return { tagName: 'span', attribs: {} }
        return /^https?:/i.test(href)
          ? { tagName: 'a', attribs: { href, target: '_blank', rel: 'noopener noreferrer nofollow' } }
          : { tagName: 'a', attribs: { href } }
      },
    },
  })
}
