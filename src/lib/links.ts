/** The schemes a link the site shows may have: web pages, e-mail and phone (and paths on this site, which have none). */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel']

/**
 * `url` when a visitor may follow it: a web, e-mail or phone address, or one without a scheme (a path on this site).
 * Null for anything else (javascript:, data:, vbscript:, an empty one), which is then shown as its words.
 */
export function safeHref(url: string | null | undefined): string | null {
  const trimmed = url?.trim()
  if (!trimmed) return null
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase()
  return scheme === undefined || LINK_SCHEMES.includes(scheme) ? trimmed : null
}

type ClickKeys = { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }

/** A plain left click, which the page may handle itself; with a modifier key or another button it opens a tab or window. */
export const isPlainClick = (event: ClickKeys): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
