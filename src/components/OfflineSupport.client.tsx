'use client'

import { useEffect } from 'react'

/**
 * Registers the site's service worker (/sw.js), which shows an offline page with the firm's phone numbers when a
 * page cannot load. Only in production builds: in development it would get between the editor and fresh code.
 * It waits for the page's load event, so it never competes with what the visitor came for.
 */
export function OfflineSupport() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
    const register = () => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Offline support unavailable:', error))
    }
    if (document.readyState === 'complete') {
      register()
      return
    }
    window.addEventListener('load', register, { once: true })
    return () => window.removeEventListener('load', register)
  }, [])
  return null
}
