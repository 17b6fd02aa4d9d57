import type { CSSProperties } from 'react'

import type { BackdropImage } from '@/lib/images'

import { PreloadImage } from './PreloadImage.client'

/**
 * Where a heading band shows its picture: the `xl` breakpoint (1280 px), which the `xl:` classes below name too;
 * narrower, the band's text fills the width and the picture is neither shown nor downloaded.
 */
export const BACKDROP_MEDIA = '(min-width: 1280px)'

/**
 * A picture from the site settings behind a coloured heading band (the home page's hero, the contact page's band),
 * tinted in the band's colour (luminosity blend), on the band's right side and fading into its colour beside the
 * heading rather than under it. The band is `relative isolate`.
 *
 * A CSS background, so a picture that fails to load leaves the plain colour: no broken-image icon. Its address is a
 * variable only the xl rule of the stylesheet uses: set inline as `background-image`, the picture was fetched by a
 * narrow screen that styled the page before the stylesheet came (about 1 page view in 200). A Windows contrast theme
 * would show it in full colour behind the text's backplate, and print wastes ink on it: both leave it out.
 */
export function BackdropPicture({ picture, priority = false }: { picture: BackdropImage; priority?: boolean }) {
  return (
    <>
      {/* Fetched early on wide screens only (React puts it in the head), and only by the page that shows it. */}
      <PreloadImage href={picture.url} media={BACKDROP_MEDIA} fetchPriority={priority ? 'high' : undefined} />
      <div
        aria-hidden="true"
        data-backdrop=""
        className="absolute inset-y-0 right-0 left-[calc(50%+6rem)] -z-10 hidden bg-cover opacity-60 mix-blend-luminosity [mask-image:linear-gradient(to_right,transparent,black_30%)] xl:block xl:bg-(image:--backdrop) xl:forced-colors:hidden print:hidden"
        // Positioned by its focal point, which then stays in view however the band crops the picture.
        style={{ '--backdrop': `url(${JSON.stringify(picture.url)})`, backgroundPosition: `${picture.focalX}% ${picture.focalY}%` } as CSSProperties}
      />
    </>
  )
}
