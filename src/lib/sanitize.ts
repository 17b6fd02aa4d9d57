import sanitizeHtml from 'sanitize-html'

/**
 * Sanitises HTML imported from the old site (spec 01 section 5): script, style, iframe, object and embed are
 * removed with their content; only paragraphs, headings, lists, emphasis, links, line breaks, tables,
 * blockquotes and code survive; only href, title, target and rel attributes are kept; javascript:, data: and
 * vbscript: links are dropped (only http, https, mailto and tel remain). Event-handler attributes never
 * survive because no on* attribute is allowed.
 */
export const ALLOWED_TAGS = [
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a', 'br',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'blockquote', 'code', 'pre',
]

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    nonTextTags: ['script', 'style', 'iframe', 'object', 'embed', 'textarea', 'noscript'],
    disallowedTagsMode: 'discard',
    transformTags: {
      // A link that opens a new tab must not hand the article's window to the other site.
      a: (tagName, attribs) =>
        attribs.target === '_blank'
          ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
          : { tagName, attribs },
    },
  })
}
