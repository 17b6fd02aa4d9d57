/** The slug a visitor asked for at /blog/<slug>, read from the address (a not-found view receives no params). */
export function slugFromPath(pathname: string): string {
  const raw = pathname.replace(/^\/blog\/?/, '').split('/')[0] ?? ''
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw // kept as typed
  }
}
