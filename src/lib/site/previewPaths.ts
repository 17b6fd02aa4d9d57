// Pure helpers (no Next or Payload imports): the collections' admin config uses them too.

/**
 * A page of this site to open in preview: a path such as `/blog/gst-guide`, never another origin (the preview
 * route redirects to it, so anything else would be an open redirect). Returns null when `raw` is not one.
 */
export function previewPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f]/.test(raw)) return null
  try {
    const url = new URL(raw, 'http://site.invalid')
    return url.origin === 'http://site.invalid' ? url.pathname + url.search : null
  } catch {
    return null
  }
}

/** Whether `path` (a path, with or without a query) is an article's page, /blog/<slug>, which shows its own preview banner. */
export const isArticlePath = (path: string) => /^\/blog\/[^/?#]+\/?(?:[?#]|$)/.test(path)

/** Where the preview of `path` starts: the admin's Preview button opens it. */
export const previewUrl = (path: string) => `/preview?path=${encodeURIComponent(path)}`
export const exitPreviewUrl = (path: string) => `/preview/exit?path=${encodeURIComponent(path)}`

/** The devices Live Preview offers beside a form: the site's two design widths. */
export const LIVE_PREVIEW_BREAKPOINTS = [
  { label: 'Phone', name: 'phone', width: 360, height: 740 },
  { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
]
