/**
 * Calls `measure` at the next frame, and at the frame after each scroll or resize of the window (once a frame however
 * many events came). Returns what stops it, for an effect's cleanup.
 *
 * The article's reading progress and its "In this article" list use it to follow the reader's place.
 */
export function onScrollFrame(measure: () => void): () => void {
  let frame = 0
  const update = () => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(measure)
  }
  update()
  window.addEventListener('scroll', update, { passive: true })
  window.addEventListener('resize', update)
  return () => {
    cancelAnimationFrame(frame)
    window.removeEventListener('scroll', update)
    window.removeEventListener('resize', update)
  }
}
