import Link from 'next/link'

import type { SiteSetting } from '@/payload-types'
import { telHref } from '@/lib/data/settings'

export function SiteFooter({ settings }: { settings: SiteSetting }) {
  const address = settings.address
  const addressLine = [address?.street, address?.locality, address?.city, address?.region].filter(Boolean).join(', ')
  return (
    <footer id="contact" className="mt-20 bg-ink text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-lg font-semibold text-white">{settings.firmName}</p>
          {settings.tagline ? <p className="mt-2 text-sm leading-6">{settings.tagline}</p> : null}
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {settings.phones?.map((p) => (
              <li key={p.id ?? p.number}>
                <a className="hover:text-white" href={telHref(p.number)}>
                  {p.number}
                </a>
              </li>
            ))}
            <li>
              <a className="hover:text-white" href={`mailto:${settings.email}`}>
                {settings.email}
              </a>
            </li>
            {addressLine ? <li>{addressLine}</li> : null}
            {settings.hoursText ? <li>{settings.hoursText}</li> : null}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Explore</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="hover:text-white" href="/">
                Home
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" href="/blog">
                Tax &amp; compliance blog
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10 py-5 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {settings.firmName}. All rights reserved.
      </div>
    </footer>
  )
}
