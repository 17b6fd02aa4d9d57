import { OutlineLinks } from '@/components/blog/OutlineLinks.client'
import { OUTLINE_MIN_SECTIONS, type OutlineEntry } from '@/lib/outline'

/**
 * "In this article": the article's sections, each a link to its heading, so a reader sees what the article covers and
 * goes straight to the part they came for (the page's header is kept clear: html's scroll-padding-top). Above the
 * text, numbered, in a box; on a screen wide enough for a column beside the text (82 rem: a 1366 px laptop), in that
 * column, where it stays in sight while the text scrolls by (its container, the text's, is `relative`), the section
 * being read marked (OutlineLinks). Plain links without the script. Narrower, once the box has gone under the header,
 * a Contents button at the screen's foot opens the list again (ContentsButton). Shown from OUTLINE_MIN_SECTIONS
 * sections; not on paper.
 */
export function ArticleOutline({ entries }: { entries: OutlineEntry[] }) {
  if (entries.length < OUTLINE_MIN_SECTIONS) return null
  return <OutlineLinks entries={entries} />
}
