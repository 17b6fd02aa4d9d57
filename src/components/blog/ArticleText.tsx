import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'

import { ResponsiveImage } from '@/components/ResponsiveImage'
import Link from '@/components/SiteLink'
import { TEXT_IMAGE_SIZES, wholeImage } from '@/lib/images'
import { safeHref } from '@/lib/links'
import type { Media } from '@/payload-types'

/**
 * How the site shows an article's text: Payload's converters, except for these nodes.
 *
 * - An image, whole and scaled to the text (Payload's converter served the sizes cut to a frame: a tall screenshot of
 *   a form showed as a band from its middle), with its caption. An image that no longer exists (its value is `null`
 *   once the document it names is gone: deleted in the database, an older backup restored) is left out quietly;
 *   Payload's converter threw on it and each render logged a TypeError. The admin refuses to save a text naming a
 *   missing image, so an editor sees it there.
 * - An internal link, to the article's page (Payload's converter needs to be told how, and led to "#" without), as a
 *   `<Link>`.
 * - A heading 1 (as a heading 2), a checklist item, and a node the site has no look for (its words; Payload's showed
 *   "unknown node"): see each below.
 */
const converters = (idOf?: WeakMap<object, string>): JSXConvertersFunction => ({ defaultConverters }) => ({
  ...defaultConverters,
  link: ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    const href = node.fields.linkType === 'internal' ? internalHref(node.fields.doc) : safeHref(node.fields.url)
    // An internal link to an article visitors cannot see (unpublished, hidden, deleted), or an address that is not a
    // web page, an e-mail or a phone number (javascript:, data:), is its words alone.
    if (!href) return <>{children}</>
    if (node.fields.newTab) {
      return (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      )
    }
    // A link to another article opens as the site's other links do: prefetched, without reloading the page, with the
    // navigation bar while it is on its way. A typed address stays a plain link: it may be a file (a PDF in the media
    // library), which a prefetch would download for nothing.
    return node.fields.linkType === 'internal' ? <Link href={href}>{children}</Link> : <a href={href}>{children}</a>
  },
  // The page's title is its one h1: a heading 1 in the text (imported, or written before the editor stopped offering
  // it) is shown as a heading 2. A section's heading has the id the article's outline links to (lexicalOutline).
  heading: ({ node, nodesToJSX }) => {
    const Tag = (['h2', 'h3', 'h4', 'h5', 'h6'] as const).find((tag) => tag === node.tag) ?? 'h2'
    return <Tag id={idOf?.get(node)}>{nodesToJSX({ nodes: node.children })}</Tag>
  },
  // A checklist item is shown ticked or not, as the editor left it; Payload's made each one a checkbox nested in an
  // element that itself claimed to be a checkbox (two controls a reader could not use).
  listitem: (args) => {
    const { node, nodesToJSX, parent } = args
    const listitem = defaultConverters.listitem
    if (!('listType' in parent) || parent.listType !== 'check' || node.children.some((child) => child.type === 'list')) {
      return typeof listitem === 'function' ? listitem(args) : null
    }
    return (
      <li className={node.checked ? 'check-item check-item-done' : 'check-item'}>
        <span className="check-box" aria-hidden="true">
          {node.checked ? '✓' : ''}
        </span>
        {node.checked ? <span className="sr-only">Done: </span> : null}
        {nodesToJSX({ nodes: node.children })}
      </li>
    )
  },
  // A node the editor no longer offers, or one written over the API.
  unknown: ({ node, nodesToJSX }) => {
    const children = (node as { children?: unknown }).children
    return Array.isArray(children) ? <>{nodesToJSX({ nodes: children })}</> : null
  },
  upload: (args) => {
    const value: unknown = args.node.value
    if (!value || typeof value !== 'object') return null
    const media = value as Media
    if (!media.mimeType?.startsWith('image/')) {
      const upload = defaultConverters.upload
      return typeof upload === 'function' ? upload(args) : null
    }
    const fields = args.node.fields as { alt?: unknown } | null | undefined
    const image = wholeImage(media, typeof fields?.alt === 'string' ? fields.alt : undefined)
    if (!image) return null
    return (
      <figure className="article-figure">
        <ResponsiveImage image={image} sizes={image.srcSet ? TEXT_IMAGE_SIZES : undefined} loading="lazy" decoding="async" />
        {media.caption ? <figcaption>{media.caption}</figcaption> : null}
      </figure>
    )
  },
})

/**
 * Where an internal link leads: the article's page, when the article was read with the page (Payload fills in the
 * linked document only when the visitor may read it).
 */
function internalHref(doc: { relationTo: string; value: unknown } | null | undefined): string | null {
  const value = doc?.value
  if (doc?.relationTo !== 'news-updates' || !value || typeof value !== 'object') return null
  const slug = (value as { slug?: unknown }).slug
  return typeof slug === 'string' && slug ? `/blog/${slug}` : null
}

/** An article's rich text, as the article page shows it; `headingIds` from lexicalOutline of the same `data`. */
export function ArticleText({
  data,
  className,
  headingIds,
}: {
  data: ComponentProps<typeof RichText>['data']
  className?: string
  headingIds?: WeakMap<object, string>
}) {
  return <RichText data={data} className={className} converters={converters(headingIds)} />
}
