'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

// Its code loads only inside the admin's Live Preview: visitors, and even editors in a preview tab, never fetch it
// (rendered only after the effect below finds the admin, so never on the server).
const LivePreviewListener = lazy(() => import('./LivePreviewListener.client').then((m) => ({ default: m.LivePreviewListener })))

/**
 * In the admin's Live Preview (this page in its iframe or pop-up), renders the page again from the server each
 * time the editor saves, so the preview shows the saved draft without a reload. Rendered only in preview; a
 * preview opened in its own tab has no admin to listen to and does nothing.
 */
export function LivePreviewRefresh() {
  const [inAdmin, setInAdmin] = useState(false)
  useEffect(() => {
    if (window.parent !== window || window.opener) setInAdmin(true)
  }, [])
  return inAdmin ? (
    <Suspense fallback={null}>
      <LivePreviewListener />
    </Suspense>
  ) : null
}
