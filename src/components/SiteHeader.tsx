import Link from 'next/link'

import type { SiteSetting } from '@/payload-types'
import { telHref } from '@/lib/data/settings'

const NAV = [
  { href: '/', label: 'Home' },
  { href: '/blog', label: 'Blog' },
  { href: '/#contact', label: 'Contact Us' },
]

export function SiteHeader({ settings }: { settings: SiteSetting }) {
  const phone = settings.phones?.[0]?.number
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link href="/" className="flex items-center gap-3" aria-label={`${settings.firmName} home`}>
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-900 text-sm font-bold text-white" aria-hidden>
            CA
          </span>
          <span className="hidden text-base font-semibold leading-tight text-ink sm:inline sm:text-lg">{settings.firmName}</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-4">
          {NAV.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              className="rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink"
            >
              {item.label}
            </Link>
          ))}
          {phone ? (
            <a
              href={telHref(phone)}
              className="ml-2 hidden rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900 md:inline-block"
            >
              Call {phone}
            </a>
          ) : null}
        </nav>
      </div>
    </header>
  )
}
