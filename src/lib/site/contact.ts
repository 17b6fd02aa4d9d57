/** A tel: link for a phone number as people write it ('+91 98100 12345'). Safe for client components. */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`

type Address = { street?: string | null; locality?: string | null; city?: string | null; region?: string | null; postalCode?: string | null }

/** The firm's address on one line ('Plot 12, Sector 102, Gurgaon, Haryana'), the PIN code only when asked for. */
export function addressLine(address: Address | null | undefined, { postalCode = false } = {}): string {
  const parts = [address?.street, address?.locality, address?.city, address?.region, postalCode ? address?.postalCode : null]
  return parts.map((part) => part?.trim()).filter(Boolean).join(', ')
}

/** What a screen reader hears after a link to mapSearchUrl: where it leads, and that it opens a new tab. */
export const MAP_LINK_HINT = ' (Google Maps, opens in a new tab)'

/**
 * A Google Maps search for the firm's address, PIN code and country included (the documented `api=1` form of a Maps
 * URL, which opens the Maps app on a phone), for "Get directions" and the firm's `hasMap`; null without an address.
 */
export function mapSearchUrl(address: (Address & { country?: string | null }) | null | undefined): string | null {
  const line = addressLine(address, { postalCode: true })
  if (!line) return null
  const country = address?.country?.trim().toUpperCase() || 'IN'
  const query = country === 'IN' ? `${line}, India` : `${line}, ${country}`
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}
