import React from 'react'

import { SiteShell, siteMetadata, siteViewport } from '@/components/SiteShell'

import './globals.css'

export const viewport = siteViewport

export const generateMetadata = () => siteMetadata()

export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell>{children}</SiteShell>
}
