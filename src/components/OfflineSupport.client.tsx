'use client'

import { useEffect } from 'react'

/**
 * How long after the page's load event the worker is registered (then when the browser is idle). Registered at
 * load, or 3 s after it, the worker still cost the home page about 4 Lighthouse points (blocking time); a
 * visitor who leaves within 10 s has no use for an offline page.
 */
const REGISTER_AFTER_MS = 10_000

/**
 * Registers the site's service worker (/sw.js), which shows an offline page with the firm's phone numbers when a
 * page cannot load. Only in production builds: in development it would get between the editor and fresh code.
 * Nothing about it is urgent, so it waits until the visitor has stayed 10 s and the browser is idle, and never
 * competes with what the visitor came for.
 */
export function OfflineSupport() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
    let timer: number | undefined
    const register = () => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Offline support unavailable:', error))
    }
    const later = () => {
      timer = window.setTimeout(
        () => ('requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5000 }) : register()),
        REGISTER_AFTER_MS,
      )
    }
    if (document.readyState === 'complete') later()
    else window.addEventListener('load', later, { once: true })
    return () => {
      window.removeEventListener('load', later)
      window.clearTimeout(timer)
    }
  }, [])
  return null
}
