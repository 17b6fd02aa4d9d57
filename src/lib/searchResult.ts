// Pure: the search result previews of the page-content and article forms read it in the browser.

/** Where a search result cuts a title and a description, in characters (it cuts by width; these stand for it). */
export const RESULT_TITLE_MAX = 60
export const RESULT_DESCRIPTION_MAX = 160
/** Search results cut titles after about 60 characters (the SEO suite's page score wants 50 to 60). */
export const SEARCH_TITLE_MAX = RESULT_TITLE_MAX

/** The page's title with the firm name after it, or the page's title alone when both would not fit in a result. */
export function searchTitle(title: string, firmName: string): string {
  const branded = `${title} | ${firmName}`
  return branded.length <= SEARCH_TITLE_MAX ? branded : title
}

/** The title search results and browser tabs show for a page's own title: the home page's as it is, others branded when it fits. */
export const pageSearchTitle = (path: string, title: string, firmName: string): string => (path === '/' ? title : searchTitle(title, firmName))

/**
 * `text` as a search result shows it: whole when it has at most `max` characters, else cut after the last whole word
 * that fits and ended with '…' (a result cuts by width; the characters of `aim.max` stand for it, as the counters say).
 */
export function cutForResult(text: string, max: number): string {
  const chars = [...text.trim().replace(/\s+/g, ' ')]
  if (chars.length <= max) return chars.join('')
  const head = chars.slice(0, max - 1).join('')
  // The head ends on a whole word when a space or a mark follows it; else it drops the word it cut into.
  const space = /^[\s,;:.!?)]$/.test(chars[max - 1]!) ? head.length : head.lastIndexOf(' ')
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:.-]+$/, '')} …`
}

/** 'https://firm.example/services/gst-services' as a result writes it: 'firm.example › services › gst-services'. */
export function resultAddress(url: string): string {
  try {
    const { host, pathname } = new URL(url)
    return [host, ...pathname.split('/').filter(Boolean).map((p) => decodeURIComponent(p))].join(' › ')
  } catch {
    return url
  }
}
