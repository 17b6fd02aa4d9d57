import { draftMode } from 'next/headers'
import React from 'react'

import { LivePreviewRefresh } from '@/components/LivePreviewRefresh.client'
import { SiteShell, siteMetadata, siteViewport } from '@/components/SiteShell'

import './globals.css'

export const viewport = siteViewport

export const generateMetadata = () => siteMetadata()

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  // In preview (the admin's Live Preview of an article or a page's content), each save renders the page again. Outside
  // preview, and in the static generation of every page, draft mode is off: nothing is added.
  const { isEnabled: preview } = await draftMode()
  return (
    <SiteShell>
      {children}
      {preview ? <LivePreviewRefresh /> : null}
    </SiteShell>
  )
}
