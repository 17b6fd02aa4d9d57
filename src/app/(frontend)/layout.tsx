import type { Viewport } from 'next'
import React from 'react'

import { SiteShell, siteMetadata } from '@/components/SiteShell'
import { THEME_COLOR } from '@/lib/site/metadata'

import './globals.css'

export const viewport: Viewport = { themeColor: THEME_COLOR }

export const generateMetadata = siteMetadata

export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell>{children}</SiteShell>
}
