import type { ImgHTMLAttributes } from 'react'

import type { ArticleImage } from '@/lib/data/articles'

type Props = { image: ArticleImage } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt' | 'width' | 'height'>

/**
 * A plain responsive `<img>` over the sizes Payload made (no client-side image code): the address, the candidates, the
 * text alternative and the intrinsic size from `image`; `sizes`, loading and styling from the caller. Usable in server
 * and client components alike.
 */
export function ResponsiveImage({ image, ...rest }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={image.url}
      srcSet={image.srcSet ?? undefined}
      alt={image.alt}
      width={image.width || undefined}
      height={image.height || undefined}
      {...rest}
    />
  )
}
