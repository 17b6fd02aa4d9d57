// What scripts/serve.mjs corrects in Next.js's responses before they leave the server.

/**
 * A response carries one Location. Next.js 16.4 sends a redirect that an ISR page rendered (an old article address,
 * src/lib/data/redirects.ts) with its Location twice on the first request (vercel/next.js#82117); clients join them
 * into "/blog/new, /blog/new", and Googlebot reports such a redirect as an error.
 */
export function keepOneLocation(res) {
  const { appendHeader, setHeader } = res
  res.appendHeader = function (name, value) {
    if (String(name).toLowerCase() === 'location' && this.hasHeader('location')) return this
    return appendHeader.call(this, name, value)
  }
  res.setHeader = function (name, value) {
    if (String(name).toLowerCase() === 'location' && Array.isArray(value)) return setHeader.call(this, name, value[0])
    return setHeader.call(this, name, value)
  }
  return res
}
