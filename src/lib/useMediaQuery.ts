import { useSyncExternalStore } from 'react'

/**
 * Whether a media query matches now, followed as it changes (the window resized, a phone turned). For components drawn
 * in the browser only: on the server, and so while a server-rendered component hydrates, it is false.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
