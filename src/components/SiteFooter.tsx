import Link from '@/components/SiteLink'
import type { SiteSetting } from '@/payload-types'
import { telHref } from '@/lib/data/settings'
import { addressLine, MAP_LINK_HINT, mapSearchUrl } from '@/lib/site/contact'
import { siteOrigin } from '@/lib/site/metadata'
import { LEGAL_PAGES, SERVICE_LABELS } from '@/lib/site/routes'

import { socialLinks, SocialIcons } from './SiteHeader'
import { WhatsAppIcon, YouTubeIcon } from './icons'
import { PhoneNumber } from './PhoneNumber'
import { EmailAddress } from './EmailAddress'

const FOOTER_SERVICES = ['income-tax-filing', 'gst-services', 'audit', 'accounting-services', 'international-tax', 'licenses'] as const

export function SiteFooter({ settings }: { settings: SiteSetting }) {
  const address = addressLine(settings.address)
  const mapUrl = mapSearchUrl(settings.address)
  return (
    // No top margin: every page ends with its own padding (3.5 rem or so, a band's or a section's), so the room above
    // the footer is the same on every page. With a margin as well, pages ending on the page colour had 136 px of it.
    <footer className="on-dark bg-ink text-slate-300 print:mt-8">
      {/* On paper: the firm's name and how to reach it, in place of the site's links. */}
      <div className="hidden break-inside-avoid border-t border-slate-400 px-4 pt-3 text-xs leading-5 print:block" data-print-footer="">
        <p className="font-semibold">{settings.firmName}</p>
        <p>{[address, ...(settings.phones ?? []).map((p) => p.number), settings.email].filter(Boolean).join(' · ')}</p>
        <p>{siteOrigin().replace(/^https?:\/\//, '')}</p>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 print:hidden">
        <div>
          <p className="text-lg font-semibold text-white">{settings.firmName}</p>
          {settings.tagline ? <p className="mt-2 text-sm leading-6">{settings.tagline}</p> : null}
          <SocialIcons links={socialLinks(settings)} className="-ml-1.5 mt-4" tip="below-start" />
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Services</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_SERVICES.map((slug) => (
              <li key={slug}>
                <Link className="hover:text-white" href={`/services/${slug}`}>
                  {SERVICE_LABELS[slug]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Firm</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><Link className="hover:text-white" href="/#about">About Us</Link></li>
            <li><Link className="hover:text-white" href="/careers">Careers</Link></li>
            <li><Link className="hover:text-white" href="/blog">Blog</Link></li>
            <li><Link className="hover:text-white" href="/faq">FAQ</Link></li>
            <li><Link className="hover:text-white" href="/#contact">Contact</Link></li>
            <li><Link className="hover:text-white" href="/sitemap">Sitemap</Link></li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {settings.phones?.map((p) => (
              <li key={p.id ?? p.number}>
                <a className="hover:text-white" href={telHref(p.number)}>
                  {p.label ? `${p.label}: ` : ''}
                  <PhoneNumber number={p.number} />
                </a>
              </li>
            ))}
            <li>
              <a className="hover:text-white" href={`mailto:${settings.email}`}>
                <EmailAddress address={settings.email} />
              </a>
            </li>
            {/* The office on Google Maps, as on the contact section's Get directions (there is a map whenever an address). */}
            {address && mapUrl ? (
              <li>
                <a className="hover:text-white" href={mapUrl} target="_blank" rel="noopener noreferrer">
                  {address}
                  <span className="sr-only">{MAP_LINK_HINT}</span>
                </a>
              </li>
            ) : null}
            {settings.hoursText ? <li>{settings.hoursText}</li> : null}
            {settings.youtube ? (
              <li>
                <a className="inline-flex items-center gap-2 hover:text-white" href={settings.youtube} target="_blank" rel="noopener noreferrer">
                  <YouTubeIcon className="h-4 w-4" /> YouTube channel
                </a>
              </li>
            ) : null}
            {settings.whatsappChannel ? (
              <li>
                <a className="inline-flex items-center gap-2 hover:text-white" href={settings.whatsappChannel} target="_blank" rel="noopener noreferrer">
                  <WhatsAppIcon className="h-4 w-4" /> WhatsApp channel
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10 print:hidden">
        {/* The bottom padding keeps the last line clear of the chat button (bottom-right, 72 px high with its margin)
            until the screen is wide enough for the centred column to end left of it. */}
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pb-24 pt-5 text-xs text-slate-400 sm:px-6 min-[1320px]:pb-5 md:flex-row md:items-center md:justify-between">
          <p>
            © {new Date().getFullYear()} {settings.firmName}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {LEGAL_PAGES.map((l) => (
              <li key={l.href}>
                <Link className="hover:text-white" href={l.href}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <Link className="hover:text-white" href="/terms-and-conditions#disclaimer">
                Disclaimer
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
