/** Reading speed used for the estimated read time of an article. */
export const WORDS_PER_MINUTE = 200

type LexicalNode = { text?: unknown; children?: unknown; type?: unknown }

/** Plain text of a Lexical editor state (paragraphs separated by newlines). */
export function lexicalToPlainText(state: unknown): string {
  const root = (state as { root?: LexicalNode } | null | undefined)?.root
  if (!root) return ''
  const parts: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') parts.push(node.text)
    if (node.type === 'linebreak') parts.push('\n')
    if (Array.isArray(node.children)) {
      for (const child of node.children) walk(child as LexicalNode)
      if (node !== root) parts.push('\n')
    }
  }
  walk(root)
  return parts.join('').replace(/\n{2,}/g, '\n').trim()
}

export function countWords(text: string): number {
  const words = text.trim().match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)
  return words ? words.length : 0
}

/** Minutes to read, rounded up, at least 1 for any text, 0 for none. */
export function readTimeMinutes(text: string): number {
  const words = countWords(text)
  return words === 0 ? 0 : Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

/**
 * The read time to store when an article is saved. An editor's own figure stays until they clear it; a figure
 * the CMS worked out (it equals what the previous text gave) follows the text, so rewriting an article updates it.
 * `undefined` means: leave the stored value alone.
 */
export function nextReadTime(args: {
  incoming: number | null | undefined
  stored: number | null | undefined
  previousText: string
  text: string
}): number | null | undefined {
  const { incoming, stored, previousText, text } = args
  const computed = () => readTimeMinutes(text) || null
  if (incoming === null || incoming === 0) return computed()
  const untouched = incoming === undefined || incoming === stored
  if (!untouched) return incoming
  const wasComputed = stored === null || stored === undefined || stored === 0 || stored === readTimeMinutes(previousText)
  return wasComputed ? computed() : undefined
}
