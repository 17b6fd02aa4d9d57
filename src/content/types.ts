/** Typed shapes of the site's static content (spec 01 section 3: service cards, licence records, rate rows...). */
export type Card = {
  title: string
  text: string
  points?: string[]
  price?: string
  timeline?: string
  href?: string
}

export type Block =
  | { kind: 'cards'; id?: string; heading: string; intro?: string; columns?: 2 | 3 | 4; items: Card[] }
  | { kind: 'table'; heading: string; intro?: string; caption: string; columns: string[]; rows: string[][] }
  | { kind: 'steps'; heading: string; items: { title: string; text: string }[] }
  | { kind: 'list'; heading: string; intro?: string; items: string[] }
  | { kind: 'links'; heading: string; items: { href: string; title: string; text: string }[] }
  /** The GST calculator (src/components/GstCalculator.client.tsx), with how it works out the figures below it. */
  | { kind: 'gstCalculator'; id: string; heading: string; intro?: string; notes: string[] }

export type ServicePage = {
  slug: string
  /** Browser and search-result title, 50 to 60 characters (the firm name follows only when it fits). */
  title: string
  description: string
  keywords: string[]
  hero: {
    eyebrow: string
    heading: string
    text: string
    stats?: { value: string; label: string }[]
    cta: { label: string; href: string }
    /** A second button beside the call to action: a place on the page (`#gst-calculator`) or another page. */
    secondary?: { label: string; href: string }
  }
  blocks: Block[]
  /** Service descriptors for structured data: name, description, starting price in rupees. */
  offers: { name: string; description: string; price?: number }[]
  /** Show the enquiry form at the bottom of the page (anchor #contact). */
  contactSection: boolean
}
