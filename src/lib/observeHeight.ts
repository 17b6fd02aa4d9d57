/**
 * Calls `onHeight` with `element`'s height in whole CSS pixels once it is laid out and whenever it changes (text
 * wrapping at another width, a larger font, a zoom). Returns what stops it, for an effect's cleanup.
 *
 * The sticky header and the cookie banner use it to keep the page's scroll padding equal to what they cover.
 */
export function observeHeight(element: Element, onHeight: (px: number) => void): () => void {
  const observer = new ResizeObserver(() => onHeight(Math.round(element.getBoundingClientRect().height)))
  observer.observe(element)
  return () => observer.disconnect()
}

/** What `publishHeight` writes on: an element's inline style. */
type Reader = { style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'> }

/**
 * Keeps the custom property `name` equal to `element`'s height (`observeHeight`) on each of `readers`, and takes it
 * away from them when stopped. Set where it is read, not once on html: a custom property is inherited, and one
 * changing on html restyles the whole page (globals.css). `onHeight` hears each height too.
 *
 * The header gives its height to html's scroll padding, the cookie banner its height
 * to the scroll padding, the toasts and a narrow chat panel above it, the minimised chat its height to the toasts.
 */
export function publishHeight(
  element: Element,
  name: `--${string}`,
  readers: readonly (Reader | null | undefined)[],
  onHeight?: (px: number) => void,
): () => void {
  const targets = readers.filter((reader): reader is Reader => reader != null)
  const stop = observeHeight(element, (px) => {
    for (const reader of targets) reader.style.setProperty(name, `${px}px`)
    onHeight?.(px)
  })
  return () => {
    stop()
    for (const reader of targets) reader.style.removeProperty(name)
  }
}
