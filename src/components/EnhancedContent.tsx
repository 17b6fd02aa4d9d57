import Link from '@/components/SiteLink'
import type { PageOverrides } from '@/lib/data/pageContent'
import { isSitePath } from '@/lib/site/paths'

/** The editors' (or optimiser's) extra content for this page, appended below it when there is any. */
export function EnhancedContent({ content }: { content: PageOverrides['enhanced'] }) {
  if (!content) return null
  return (
    <section aria-labelledby="enhanced-heading" className="bg-white" data-band="">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="enhanced-heading" className="text-2xl font-bold text-ink sm:text-3xl">
          {content.heading}
        </h2>
        {content.paragraphs.length ? (
          <div className="mt-6 max-w-3xl space-y-4 leading-7 text-slate-700">
            {content.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        ) : null}
        {content.links.length ? (
          <>
            <h3 className="mt-10 text-xl font-semibold text-ink">{content.linksHeading}</h3>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {content.links.map((l) => (
                <li key={`${l.url}-${l.text}`}>
                  {isSitePath(l.url) ? (
                    <Link href={l.url} className="block h-full rounded-lg border border-slate-200 p-4 hover:border-brand-600 hover:shadow-sm">
                      <span className="font-semibold text-brand-700">{l.text}</span>
                      {l.context ? <span className="mt-1 block text-sm text-slate-600">{l.context}</span> : null}
                    </Link>
                  ) : (
                    <a href={l.url} rel="noopener" className="block h-full rounded-lg border border-slate-200 p-4 hover:border-brand-600 hover:shadow-sm">
                      <span className="font-semibold text-brand-700">{l.text}</span>
                      {l.context ? <span className="mt-1 block text-sm text-slate-600">{l.context}</span> : null}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  )
}
