import Link from '@/components/SiteLink'
import { QuoteIcon } from '@/components/icons'
import type { TestimonialItem } from '@/lib/data/testimonials'
import { SERVICE_LABELS, type ServiceSlug } from '@/lib/site/routes'

/** Clients' words as cards: the quote, who said it (described, not named) and the service, linking to its page. */
export function TestimonialList({ testimonials }: { testimonials: TestimonialItem[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((t) => (
        <li key={t.id}>
          <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <QuoteIcon className="h-7 w-7 text-brand-600" />
            <blockquote className="mt-4 flex-1 leading-7 text-slate-700">
              <p>{t.quote}</p>
            </blockquote>
            <figcaption className="mt-6 border-t border-slate-100 pt-4 text-sm">
              <span className="block font-semibold text-ink">{t.attribution}</span>
              {t.service && t.service in SERVICE_LABELS ? (
                <Link href={`/services/${t.service}`} className="mt-1 inline-block font-medium text-brand-700 hover:underline">
                  {SERVICE_LABELS[t.service as ServiceSlug]}
                </Link>
              ) : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
