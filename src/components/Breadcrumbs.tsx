import Link from '@/components/SiteLink'
import { buildBreadcrumbs, shouldShowBreadcrumbs } from '@/lib/site/breadcrumbs'
import { siteOrigin } from '@/lib/site/metadata'
import { breadcrumbJsonLd } from '@/lib/site/structured-data'

import { JsonLd } from './JsonLd'

/** The breadcrumb bar (spec 01 section 2) and its BreadcrumbList structured data. */
export function Breadcrumbs({ path, custom }: { path: string; custom?: Array<string | undefined> }) {
  const crumbs = buildBreadcrumbs(path, custom)
  if (!shouldShowBreadcrumbs(crumbs)) return null
  const origin = siteOrigin()
  return (
    <>
      <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-white">
        <ol className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-3 text-sm sm:px-6">
          {crumbs.map((c, i) => {
            const last = i === crumbs.length - 1
            return (
              <li key={c.href} className="flex items-center gap-2">
                {i > 0 ? (
                  <span aria-hidden className="text-slate-400">
                    /
                  </span>
                ) : null}
                {last ? (
                  <span aria-current="page" className="font-medium text-ink">
                    {c.label}
                  </span>
                ) : (
                  <Link href={c.href} className="text-slate-600 underline-offset-2 hover:text-brand-700 hover:underline">
                    {c.label}
                  </Link>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(crumbs, (p) => `${origin}${p}`)} />
    </>
  )
}
