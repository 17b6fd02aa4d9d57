import * as cheerio from 'cheerio'

/** What the crawler records about one page (the `page-audits` fields). */
export type PageFacts = {
  page_url: string
  status_code: number
  title: string
  meta_description: string
  h1_tag: string
  h1_count: number
  headings: string[]
  body_text: string
  word_count: number
  internal_links_count: number
  external_links_count: number
  images_count: number
  images_with_alt_count: number
  image_alts: string[]
  canonical: string
  has_viewport: boolean
  lang: string
  robots: string
  structured_data_types: string[]
}

const clean = (s: string | undefined | null) => (s ?? '').replace(/\s+/g, ' ').trim()

export const countWords = (text: string) => (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length

function jsonLdTypes(raw: string): string[] {
  try {
    const data: unknown = JSON.parse(raw)
    const items = Array.isArray(data) ? data : [data]
    const out: string[] = []
    for (const item of items) {
      if (!item || typeof item !== 'object') continue
      const graph = (item as { '@graph'?: unknown })['@graph']
      if (Array.isArray(graph)) out.push(...jsonLdTypes(JSON.stringify(graph)))
      const type = (item as { '@type'?: unknown })['@type']
      if (typeof type === 'string') out.push(type)
      else if (Array.isArray(type)) out.push(...type.filter((t): t is string => typeof t === 'string'))
    }
    return out
  } catch {
    return []
  }
}

/**
 * React streams a slow part of a page after the rest: the HTML first holds a fallback (a skeleton) where the
 * part belongs, between `<template id="B:n">` and the comment `<!--/$-->`, and the part itself arrives later in
 * a hidden `<div id="S:n">` at the end of <body>, which an inline script (`$RC("B:n","S:n")`) moves into place.
 * A browser shows the part where it belongs, and so does this, without running any script: otherwise the
 * crawler would read the skeleton and miss the streamed headings and text.
 */
export function placeStreamedParts($: cheerio.CheerioAPI): void {
  const scripts = $('script:not([src])')
    .map((_, el) => $(el).text())
    .get()
    .join('\n')
  for (const [, boundary, segment] of scripts.matchAll(/\$R[A-Z]*\("(B:[\w-]+)","(S:[\w-]+)"/g)) {
    const template = $('template').filter((_, el) => $(el).attr('id') === boundary)
    const part = $('div[hidden]').filter((_, el) => $(el).attr('id') === segment)
    if (!template.length || !part.length) continue
    let node = template[0].nextSibling
    let depth = 0
    while (node) {
      const next = node.nextSibling
      if (node.type === 'comment' && 'data' in node) {
        if (node.data === '/$') {
          if (depth === 0) break
          depth--
        } else if (node.data.startsWith('$')) depth++
      }
      $(node).remove()
      node = next
    }
    template.replaceWith(part.contents())
    part.remove()
  }
}

/**
 * Reads a page's SEO facts from its HTML, with streamed parts in place. The body text and headings are the <main>
 * element's (the page's own content, not the shared header and footer) without scripts, styles, navigation and
 * complementary asides; links are counted over the whole page, internal when they resolve to the site's origin.
 */
export function parsePage(html: string, pageUrl: string, statusCode = 200): PageFacts {
  const $ = cheerio.load(html)
  placeStreamedParts($)
  const origin = new URL(pageUrl).origin
  const main = $('main').first().length ? $('main').first().clone() : $('body').clone()
  // Navigation inside the content (a breadcrumb trail, an article's "In this article" list of its own sections) is
  // the page's way around, not its text: counted, it would add its label and each section heading a second time.
  // An <aside> is beside the text, not of it: an article's related articles would lend it their titles, excerpts and
  // tags (and their keywords), a contact box its call to action.
  main.find('script, style, noscript, template, nav, aside').remove()
  // Block elements separate words even when the HTML has no whitespace between them.
  main.find('p, div, li, dt, dd, h1, h2, h3, h4, h5, h6, td, th, br, section, article, blockquote, figcaption, label, button, a, summary, details').each((_, el) => {
    $(el).prepend(' ').append(' ')
  })
  const bodyText = clean(main.text())

  let internal = 0
  let external = 0
  $('a[href]').each((_, el) => {
    const href = ($(el).attr('href') ?? '').trim()
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) return
    try {
      const target = new URL(href, pageUrl)
      if (target.origin === origin) internal++
      else if (target.protocol === 'http:' || target.protocol === 'https:') external++
    } catch {
      /* not a link a crawler can follow */
    }
  })

  const images = $('main img').length ? $('main img') : $('img')
  const alts = images.map((_, el) => clean($(el).attr('alt'))).get()
  const h1s = $('h1')

  return {
    page_url: new URL(pageUrl).pathname || '/',
    status_code: statusCode,
    title: clean($('head title').first().text() || $('title').first().text()),
    meta_description: clean($('meta[name="description"]').attr('content')),
    h1_tag: clean(h1s.first().text()),
    h1_count: h1s.length,
    headings: main
      .find('h2, h3, h4, h5, h6')
      .map((_, el) => clean($(el).text()))
      .get()
      .filter(Boolean),
    body_text: bodyText,
    word_count: countWords(bodyText),
    internal_links_count: internal,
    external_links_count: external,
    images_count: images.length,
    images_with_alt_count: alts.filter(Boolean).length,
    image_alts: alts.filter(Boolean),
    canonical: clean($('link[rel="canonical"]').attr('href')),
    has_viewport: $('meta[name="viewport"]').length > 0,
    lang: clean($('html').attr('lang')),
    robots: clean($('meta[name="robots"]').attr('content')),
    structured_data_types: $('script[type="application/ld+json"]')
      .map((_, el) => jsonLdTypes($(el).text()))
      .get()
      .flat(),
  }
}

/** The page URLs listed in a sitemap.xml. */
export function sitemapUrls(xml: string): string[] {
  const $ = cheerio.load(xml, { xml: true })
  return $('url > loc')
    .map((_, el) => clean($(el).text()))
    .get()
    .filter(Boolean)
}
