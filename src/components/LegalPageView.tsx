import { Breadcrumbs } from '@/components/Breadcrumbs'
import { EnhancedContent } from '@/components/EnhancedContent'
import { PageHero } from '@/components/PageHero'
import { LEGAL } from '@/content/legal'
import { getPageOverrides } from '@/lib/data/pageContent'
import { getSiteSettings, telHref } from '@/lib/data/settings'
import { formatDate } from '@/lib/format'
import { pageMetadata } from '@/lib/site/pageMetadata'
import { slugify } from '@/lib/slug'
import { EmailAddress } from './EmailAddress'

export const legalMetadata = (key: keyof typeof LEGAL) => {
  const page = LEGAL[key]!
  return pageMetadata({ path: page.path, title: page.title, description: page.description })
}

export async function LegalPageView({ pageKey }: { pageKey: keyof typeof LEGAL }) {
  const page = LEGAL[pageKey]!
  const [settings, overrides] = await Promise.all([getSiteSettings(), getPageOverrides(page.path)])
  const phone = settings.phones?.[0]?.number
  return (
    <>
      <Breadcrumbs path={page.path} />
      <PageHero title={overrides.h1 ?? page.title} text={page.intro} />
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <p className="text-sm text-slate-500">Last updated {formatDate(page.updated)}</p>
        {page.sections.map((s) => (
          <section key={s.heading} id={s.heading === 'Information on this website' ? 'disclaimer' : slugify(s.heading)} className="mt-10">
            <h2 className="text-xl font-semibold text-ink">{s.heading}</h2>
            {s.paragraphs?.map((p) => (
              <p key={p.slice(0, 30)} className="mt-3 leading-7 text-slate-700">
                {p}
              </p>
            ))}
            {s.items ? (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-700">
                {s.items.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <section className="mt-12 rounded-xl bg-white p-6 border border-slate-200">
          <h2 className="text-lg font-semibold text-ink">Questions about this policy?</h2>
          <p className="mt-2 text-slate-700">
            Write to <a className="text-brand-700 underline" href={`mailto:${settings.email}`}><EmailAddress address={settings.email} /></a>
            {phone ? (
              <>
                {' '}or call <a className="whitespace-nowrap text-brand-700 underline" href={telHref(phone)}>{phone}</a>
              </>
            ) : null}
            .
          </p>
        </section>
      </article>
      <EnhancedContent content={overrides.enhanced} />
    </>
  )
}
