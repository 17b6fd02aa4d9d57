import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'

/**
 * Payload's converter for an image in the text reads the image's address even when the image is gone (its value is
 * `null` once the document it names no longer exists: deleted in the database, or an older backup restored): the
 * paragraph around it still showed, but every render of the article logged a TypeError with its stack. Such an image
 * is left out quietly; the admin refuses to save a text naming a missing image, so an editor sees it there.
 */
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  upload: (args) => {
    const value: unknown = args.node.value
    if (!value || typeof value !== 'object') return null
    const upload = defaultConverters.upload
    return typeof upload === 'function' ? upload(args) : null
  },
})

/** An article's rich text, as the article page shows it. */
export function ArticleText({ data, className }: { data: ComponentProps<typeof RichText>['data']; className?: string }) {
  return <RichText data={data} className={className} converters={converters} />
}
