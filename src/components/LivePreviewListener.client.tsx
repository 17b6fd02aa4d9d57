'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback } from 'react'

/** Listens to the admin's save events and renders the page again from the server (Payload's server-side Live Preview). */
export function LivePreviewListener() {
  const router = useRouter()
  const refresh = useCallback(() => router.refresh(), [router])
  // The admin opens the preview from this site's own address, so its messages come from this origin.
  return <RefreshRouteOnSave refresh={refresh} serverURL={window.location.origin} />
}
