/** What `fitToVisualViewport` writes on: an element's inline style. */
type Fitted = { style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'> }

/** The part of the browser's visual viewport read here (window.visualViewport). */
type Viewport = Pick<VisualViewport, 'height' | 'offsetTop' | 'scale' | 'addEventListener' | 'removeEventListener'>

/**
 * Keeps an element fixed over the whole screen (the chat assistant on a phone) within what the on-screen keyboard
 * leaves of it. A phone's browser lays the page out for the whole screen and draws the keyboard over its lower part
 * (Chrome for Android since version 108, Safari on the iPhone always): the element's foot, where the chat's message box
 * is, went under the keyboard, or the browser shifted the view to the box and the element's header left the screen.
 *
 * While the visible part of the page (the visual viewport) is lower than the window, the element takes its top and
 * height; once the keyboard goes, the element's own. Not while the visitor has zoomed in with two fingers: then the
 * part seen is meant to be a part. `onFit` hears each change of the element's height. Returns what stops it.
 */
export function fitToVisualViewport(
  element: Fitted,
  onFit?: () => void,
  viewport: Viewport | null = typeof window === 'undefined' ? null : window.visualViewport,
  windowHeight: () => number = () => window.innerHeight,
): () => void {
  if (!viewport) return () => {}
  let fitted: string | null = null
  const apply = (height: string | null, top: string | null) => {
    if (height === null) {
      element.style.removeProperty('height')
      element.style.removeProperty('top')
    } else {
      element.style.setProperty('height', height)
      element.style.setProperty('top', top!)
    }
    if (height !== fitted) {
      fitted = height
      onFit?.()
    }
  }
  const fit = () => {
    const covered = viewport.scale <= 1.001 && windowHeight() - viewport.height >= 1
    apply(covered ? `${Math.round(viewport.height)}px` : null, covered ? `${Math.round(viewport.offsetTop)}px` : null)
  }
  fit()
  viewport.addEventListener('resize', fit)
  viewport.addEventListener('scroll', fit)
  return () => {
    viewport.removeEventListener('resize', fit)
    viewport.removeEventListener('scroll', fit)
    element.style.removeProperty('height')
    element.style.removeProperty('top')
  }
}
