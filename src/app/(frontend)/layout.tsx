import type { Metadata, Viewport } from 'next'
import React from 'react'

import { SiteFooter } from '@/components/SiteFooter'
import { SiteHeader } from '@/components/SiteHeader'
import { getSiteSettings } from '@/lib/data/settings'

import './globals.css'

export const viewport: Viewport = { themeColor: '#1f2937' }

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`),
    title: { default: `${settings.firmName} | Tax, Audit & Compliance`, template: `%s | ${settings.firmName}` },
    description: settings.tagline ?? undefined,
    openGraph: { locale: 'en_IN', siteName: settings.firmName, type: 'website' },
  }
}

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <html lang="en-IN">
      <body className="min-h-screen bg-slate-50 font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <SiteHeader settings={settings} />
        <main id="main">{children}</main>
        <SiteFooter settings={settings} />
      </body>
    </html>
  )
}
