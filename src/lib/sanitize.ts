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
      // The page's title is its one heading 1: one in the imported text is shown as a heading 2 (as in a rich text).
      h1: 'h2',
      // A link that opens a new tab must not hand the article's window to the other site.
      a: (tagName, attribs) =>
        attribs.target === '_blank'
          ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
          : { tagName, attribs },
    },
  })
}

/**
 * A table of an imported article wider than a phone (four columns of rates and thresholds) pushed the whole page
 * sideways. Each table of the sanitised HTML is wrapped in a region that scrolls across on its own, named by its
 * caption, and focusable so a keyboard can scroll it too. Only for sanitiser output: there a table tag carries no
 * attributes.
 */
export function withScrollableTables(sanitized: string): string {
  return sanitized
    .replace(/<table>(\s*<caption>([\s\S]*?)<\/caption>)?/g, (open, _caption, caption?: string) => {
      const label = caption?.replace(/<[^>]*>/g, '').replace(/"/g, '&quot;').replace(/\s+/g, ' ').trim() || 'Table'
      return `<div class="table-scroll" role="region" aria-label="${label}" tabindex="0">${open}`
    })
    .replace(/<\/table>/g, '</table></div>')
}
