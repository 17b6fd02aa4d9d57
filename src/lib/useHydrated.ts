import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * False on the server and while the page's HTML is being hydrated, true from the render after (at once for a component
 * first drawn on the client, as after a navigation). For a control that does nothing without the page's script: drawn
 * only once it can work, a tap on it is never lost.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
