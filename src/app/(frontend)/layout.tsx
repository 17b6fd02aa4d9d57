import { draftMode } from 'next/headers'
import React from 'react'

import { LivePreviewRefresh } from '@/components/LivePreviewRefresh.client'
import { PagePreviewBanner } from '@/components/PreviewBanner'
import { SiteShell, siteMetadata, siteViewport } from '@/components/SiteShell'
import { pagePreviewPath } from '@/lib/site/preview'

import './globals.css'

export const viewport = siteViewport

export const generateMetadata = () => siteMetadata()

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  // In preview (the admin's Live Preview of an article or a page's content), each save renders the page again. Outside
  // preview, and in the static generation of every page, draft mode is off: nothing is added.
  const { isEnabled: preview } = await draftMode()
  // And tells the editor so on every page (an article's page says more of its draft itself).
  const previewed = preview ? await pagePreviewPath() : null
  return (
    <SiteShell>
      {previewed ? <PagePreviewBanner path={previewed} /> : null}
      {children}
      {preview ? <LivePreviewRefresh /> : null}
    </SiteShell>
  )
}
