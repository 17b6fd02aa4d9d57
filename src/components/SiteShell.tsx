import type { Metadata, Viewport } from 'next'
import React from 'react'

import { CookieBanner } from '@/components/CookieBanner.client'
import { NoScriptStyles } from '@/components/NoScriptStyles'
import { ChatWidget } from '@/components/chat/ChatWidget.client'
import { FirmContactProvider } from '@/components/FirmContact.client'
import { InPageLinkHistory } from '@/components/InPageLinkHistory.client'
import { InstantHistoryScroll } from '@/components/InstantHistoryScroll.client'
import { NavigationStatus } from '@/components/LinkPending.client'
import { OfflineSupport } from '@/components/OfflineSupport.client'
import { SiteFooter } from '@/components/SiteFooter'
import { SiteHeader } from '@/components/SiteHeader'
import { Toaster } from '@/components/Toaster.client'
import { Tooltips } from '@/components/Tooltips.client'
import { getSiteSettings } from '@/lib/data/settings'
import { ICONS } from '@/lib/site/brand'
import { DEFAULT_SOCIAL_IMAGE, SITE_LOCALE, THEME_COLOR, siteOrigin } from '@/lib/site/metadata'
import { MANIFEST_PATH } from '@/lib/site/manifest'

export const siteViewport: Viewport = { themeColor: THEME_COLOR }

/**
 * Defaults for every page; each page sets its own title, description, canonical and social cards. `title` for a page
 * with no layout above it to apply the site's title template (src/app/global-not-found.tsx).
 */
export async function siteMetadata(title?: string): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(siteOrigin()),
    title: title
      ? `${title} | ${settings.firmName}`
      : { default: `${settings.firmName} | Tax, Audit & Compliance`, template: `%s | ${settings.firmName}` },
    description: settings.tagline ?? undefined,
    applicationName: settings.firmName,
    formatDetection: { telephone: false },
    icons: { icon: [ICONS.svg, ICONS.ico], apple: ICONS.apple },
    manifest: MANIFEST_PATH,
    openGraph: { locale: SITE_LOCALE, siteName: settings.firmName, type: 'website', images: [DEFAULT_SOCIAL_IMAGE] },
    twitter: { card: 'summary_large_image' },
  }
}

/**
 * The document every page of the site is drawn in: header, the page as `main`, footer, and the site's toasts, chat,
 * cookie banner, offline support and the icons' tooltips. The site's layout and its 404 page for unknown addresses
 * (src/app/global-not-found.tsx, which has no layout) both render it.
 */
export async function SiteShell({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  // `data-scroll-behavior`: globals.css makes in-page links glide (scroll-behavior: smooth); this tells Next.js to jump,
  // not glide, when it puts a new page at its top. Without it, a link followed from far down a page showed the new
  // page scrolled as far down, then slid it up for most of a second (and a Back within that slide ended at the top).
  // Back and Forward jump too: InstantHistoryScroll.
  return (
    <html lang="en-IN" data-scroll-behavior="smooth">
      <body className="min-h-screen bg-slate-50 font-sans text-ink antialiased">
        <NoScriptStyles />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <NavigationStatus />
        <FirmContactProvider value={{ phone: settings.phones?.[0]?.number ?? null, email: settings.email }}>
          <SiteHeader settings={settings} />
          <main id="main">{children}</main>
          <SiteFooter settings={settings} />
          <Toaster />
          <ChatWidget />
          <CookieBanner />
          <OfflineSupport />
          <InstantHistoryScroll />
          <InPageLinkHistory />
          <Tooltips />
        </FirmContactProvider>
      </body>
    </html>
  )
}
