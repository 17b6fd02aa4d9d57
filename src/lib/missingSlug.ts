/** The longest slug the suggestions endpoint reads: a stored slug is at most 96 characters, a made-up address anything. */
export const SUGGESTION_SLUG_MAX = 200

/** The slug a visitor asked for at /blog/<slug>, read from the address (a not-found view receives no params). */
export function slugFromPath(pathname: string): string {
  const raw = pathname.replace(/^\/blog\/?/, '').split('/')[0] ?? ''
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw // kept as typed
  }
}
