import type { Metadata } from 'next'

import Link from '@/components/SiteLink'
import type { NavLink } from '@/lib/site/routes'

/** Both 404 pages' metadata: not for search results, but their links may be followed. */
export const NOT_FOUND_METADATA = { title: 'Page not found', robots: { index: false, follow: true } } satisfies Metadata

/**
 * The site's 404 page (spec 01 section 2: 'Oops! Page not found' and Return to Home), with the pages the address was
 * probably meant for when the route knows it (src/app/global-not-found.tsx, for an address no route has).
 */
export function NotFoundView({ suggestions = [] }: { suggestions?: NavLink[] }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">Oops! Page not found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      {suggestions.length ? (
        <nav aria-labelledby="suggestions-heading" className="mt-8 w-full max-w-sm">
          <h2 id="suggestions-heading" className="text-sm font-semibold text-ink">
            Were you looking for:
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-left">
            {suggestions.map((s) => (
              <li key={s.href}>
                <Link href={s.href} className="flex items-center justify-between gap-3 px-4 py-3 text-sm font-medium text-brand-700 hover:bg-slate-50">
                  {s.label}
                  <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Link href="/" className="mt-8 rounded-md border border-transparent bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-900">
        Return to Home
      </Link>
    </section>
  )
}
