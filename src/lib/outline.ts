/**
 * An article's outline: its sections (the headings 2 of its text), each with the id its heading gets on the page, for
 * the "In this article" list above the text (ArticleOutline) and for addresses that lead to a section
 * (`/blog/gst-registration-who-must-register#documents-you-will-need`).
 */
export type OutlineEntry = { id: string; text: string }

/** An outline is shown from this many sections: for one or two, the list would say less than the text's first lines. */
export const OUTLINE_MIN_SECTIONS = 3

/** The id of the outline's own heading ("In this article"), which its list is labelled by. */
export const OUTLINE_LABEL_ID = 'article-outline'

/** Ids the article's page already uses (and the outline's own label): a heading never takes one of them. */
const TAKEN_BY_PAGE = ['main', 'navigation-status', 'related-heading', 'cookie-heading', OUTLINE_LABEL_ID]

/**
 * The id for a heading's words: lower case, words joined by hyphens, accents dropped, letters of any script kept
 * ("GST & You: the 2026 rules" is `gst-you-the-2026-rules`), at most 64 characters; `section` for a heading of no words.
 */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    // Accents off Latin letters only: in Devanagari the vowel signs are marks too, and part of the word.
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '')
  return slug || 'section'
}

/** Ids for headings in order: each its words' slug, with -2, -3... where an earlier heading or the page has it. */
export function headingIds(texts: string[]): string[] {
  const taken = new Set(TAKEN_BY_PAGE)
  return texts.map((text) => {
    const base = headingSlug(text)
    let id = base
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
    taken.add(id)
    return id
  })
}

type LexicalNode = { type?: unknown; tag?: unknown; text?: unknown; children?: unknown }

const words = (text: string) => text.replace(/\s+/g, ' ').trim()

function nodeText(node: LexicalNode): string {
  if (typeof node.text === 'string') return node.text
  if (node.type === 'linebreak') return ' '
  return Array.isArray(node.children) ? node.children.map((child) => nodeText(child as LexicalNode)).join('') : ''
}

/**
 * The outline of a rich text (a Lexical editor state): its headings 2, and its headings 1, which the page shows as
 * headings 2 (ArticleText), at the text's top level; headings without words are left out. `idOf` gives each of those
 * heading nodes its id, for ArticleText to put on the heading it draws.
 */
export function lexicalOutline(state: unknown): { entries: OutlineEntry[]; idOf: WeakMap<object, string> } {
  const children = (state as { root?: LexicalNode } | null | undefined)?.root?.children
  const headings = (Array.isArray(children) ? (children as LexicalNode[]) : [])
    .filter((node) => node && node.type === 'heading' && (node.tag === 'h1' || node.tag === 'h2'))
    .map((node) => ({ node, text: words(nodeText(node)) }))
    .filter(({ text }) => text !== '')
  const ids = headingIds(headings.map(({ text }) => text))
  const idOf = new WeakMap<object, string>()
  headings.forEach(({ node }, i) => idOf.set(node, ids[i]!))
  return { entries: headings.map(({ text }, i) => ({ id: ids[i]!, text })), idOf }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The text of an HTML fragment: tags dropped, character references read. */
function htmlText(fragment: string): string {
  return fragment
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (ref, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? ref
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ref
    })
}

/**
 * The outline of an imported article's HTML, as sanitizeArticleHtml leaves it (its heading tags carry no attributes),
 * and the HTML with each listed heading 2 given its id.
 */
export function htmlOutline(sanitized: string): { html: string; entries: OutlineEntry[] } {
  const HEADING = /<h2>([\s\S]*?)<\/h2>/g
  const texts = [...sanitized.matchAll(HEADING)].map((match) => words(htmlText(match[1]!)))
  const ids = headingIds(texts.filter((text) => text !== ''))
  const entries: OutlineEntry[] = []
  let i = 0
  // The same headings in the same order: each with words takes the next id (a slug holds no quote or bracket).
  const html = sanitized.replace(HEADING, (heading, inner: string) => {
    const text = texts[i++]!
    if (!text) return heading
    const id = ids[entries.length]!
    entries.push({ id, text })
    return `<h2 id="${id}">${inner}</h2>`
  })
  return { html, entries }
}

/**
 * Which section a reader is in: the last whose heading's top (px from the viewport's top, in the page's order) is at or
 * above `line`, the height at which a heading counts as reached; -1 above the first section.
 */
export function currentSection(headingTops: number[], line: number): number {
  return headingTops.findLastIndex((top) => top <= line)
}

/**
 * The height a section heading counts as reached at (px from the viewport's top): a quarter of the way down what the
 * sticky header leaves in sight (`scrollPaddingTop`, where a link to the section puts its heading).
 */
export function readingLine(viewportHeight: number, scrollPaddingTop: number): number {
  return scrollPaddingTop + Math.max(0, viewportHeight - scrollPaddingTop) / 4
}

/**
 * Whether a phone's Contents button is offered (below the width where the list is a column beside the text): once the
 * list above the text has gone under the sticky header (`outlineBottom` at or above `headerLine`, px from the
 * viewport's top) and while the end of the article's text (`textBottom`) is still below the screen's foot.
 */
export function contentsButtonShown(outlineBottom: number, textBottom: number, viewportHeight: number, headerLine: number): boolean {
  return outlineBottom <= headerLine && textBottom > viewportHeight
}
