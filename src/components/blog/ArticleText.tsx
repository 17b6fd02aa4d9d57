import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'

import { TEXT_IMAGE_SIZES, wholeImage } from '@/lib/images'
import type { Media } from '@/payload-types'

/**
 * An image in an article's text, whole and scaled to the text (Payload's own converter served the sizes cut to a frame:
 * a tall screenshot of a form showed as a band from its middle), with its caption. An image that no longer exists
 * (its value is `null` once the document it names is gone: deleted in the database, an older backup restored) is
 * left out quietly; Payload's converter threw on it and each render logged a TypeError. The admin refuses to save a
 * text naming a missing image, so an editor sees it there.
 */
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
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
        <img
          src={image.url}
          srcSet={image.srcSet ?? undefined}
          sizes={image.srcSet ? TEXT_IMAGE_SIZES : undefined}
          width={image.width || undefined}
          height={image.height || undefined}
          alt={image.alt}
          loading="lazy"
          decoding="async"
        />
        {media.caption ? <figcaption>{media.caption}</figcaption> : null}
      </figure>
    )
  },
})

/** An article's rich text, as the article page shows it. */
export function ArticleText({ data, className }: { data: ComponentProps<typeof RichText>['data']; className?: string }) {
  return <RichText data={data} className={className} converters={converters} />
}
