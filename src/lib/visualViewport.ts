/** What `fitToVisualViewport` writes on: an element's inline style. */
type Fitted = { style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'> }

/** The part of the browser's visual viewport read here (window.visualViewport). */
type Viewport = Pick<VisualViewport, 'height' | 'offsetTop' | 'scale' | 'addEventListener' | 'removeEventListener'>

/**
 * How the element sits on the screen: over all of it (`fill`: the chat on a phone), or in its lower right corner 1 rem
 * from the edges (`corner`: the chat panel beside the page on a tablet or a desktop).
 */
export type FitMode = 'fill' | 'corner'

/** The inline style each mode sets while a keyboard covers the screen's foot. */
const PROPERTIES: Record<FitMode, readonly [string, string]> = { fill: ['top', 'height'], corner: ['bottom', 'max-height'] }

/** The gap kept between a corner element and the edges of what is visible (Tailwind's bottom-4: 1 rem). */
const CORNER_GAP = 16

/**
 * Keeps an element fixed to the screen (the chat assistant) within what the on-screen keyboard leaves of it. A phone's
 * or tablet's browser lays the page out for the whole screen and draws the keyboard over its lower part (Chrome for
 * Android since version 108, Safari always): the element's foot, where the chat's message box is, went under the
 * keyboard, or the browser shifted the view to the box and the element's header left the screen.
 *
 * While the visible part of the page (the visual viewport) is lower than the page's frame (the window less any
 * horizontal scroll bar), a `fill` element takes its top and height; a `corner` one sits 1 rem above its foot and is
 * no taller than it less 2 rem. Once the keyboard goes, the element's own style again. Not while the visitor has
 * zoomed in with two fingers: then the part seen is meant to be a part. `onFit` hears each change of the room given.
 * Returns what stops it.
 */
export function fitToVisualViewport(
  element: Fitted,
  mode: FitMode,
  onFit?: () => void,
  viewport: Viewport | null = typeof window === 'undefined' ? null : window.visualViewport,
  // The height fixed elements are placed in: the window's less a horizontal scroll bar, which the visual viewport
  // leaves out too (window.innerHeight counts it, and a desktop with one would read as a keyboard 15 px high).
  layoutHeight: () => number = () => document.documentElement.clientHeight,
): () => void {
  if (!viewport) return () => {}
  const [place, size] = PROPERTIES[mode]
  const clear = () => {
    element.style.removeProperty(place)
    element.style.removeProperty(size)
  }
  let room: number | null = null
  const fit = () => {
    const frame = layoutHeight()
    const height = Math.round(viewport.height)
    const top = Math.round(viewport.offsetTop)
    const covered = viewport.scale <= 1.001 && frame - viewport.height >= 1
    if (!covered) clear()
    else {
      const [at, tall] = mode === 'fill' ? [top, height] : [Math.round(frame) - top - height + CORNER_GAP, height - 2 * CORNER_GAP]
      element.style.setProperty(place, `${at}px`)
      element.style.setProperty(size, `${tall}px`)
    }
    const given = covered ? height : null
    if (given !== room) {
      room = given
      onFit?.()
    }
  }
  fit()
  viewport.addEventListener('resize', fit)
  viewport.addEventListener('scroll', fit)
  return () => {
    viewport.removeEventListener('resize', fit)
    viewport.removeEventListener('scroll', fit)
    clear()
  }
}
