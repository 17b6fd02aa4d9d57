import { Breadcrumbs } from '@/components/Breadcrumbs'
import { ClosingCtaPanel, CTA_BUTTON_CLASS } from '@/components/CtaPanel'
import { EnhancedContent } from '@/components/EnhancedContent'
import { JsonLd } from '@/components/JsonLd'
import { PageHero, Section } from '@/components/PageHero'
import { CardGrid } from '@/components/Cards'
import Link from '@/components/SiteLink'
import { SERVICE_CARDS } from '@/content/services'
import { PAGE_TEXTS } from '@/content/pages'
import { getPageOverrides } from '@/lib/data/pageContent'
import { getSiteSettings } from '@/lib/data/settings'
import { absoluteUrl, ALL_OFFERS } from '@/lib/site/firm'
import { siteOrigin } from '@/lib/site/metadata'
import { pageMetadata } from '@/lib/site/pageMetadata'
import { firmJsonLd } from '@/lib/site/structured-data'

export const revalidate = 300
const PATH = '/services'

export function generateMetadata() {
  return pageMetadata({
    path: PATH,
    title: PAGE_TEXTS[PATH].title,
    description: PAGE_TEXTS[PATH].description,
  })
}

const WHY = [
  { title: 'Expert Team', text: 'Qualified chartered accountants lead every engagement.' },
  { title: '500+ Clients', text: 'Individuals, startups and companies across Delhi NCR.' },
  { title: '100% Compliance', text: 'Deadlines tracked so filings are never late.' },
  { title: '24/7 Support', text: 'Leave a message any time; we reply within 24 hours.' },
]

export default async function ServicesPage() {
  const [settings, overrides] = await Promise.all([getSiteSettings(), getPageOverrides(PATH)])
  return (
    <>
      <JsonLd data={firmJsonLd(settings, ALL_OFFERS, absoluteUrl(siteOrigin()))} />
      <Breadcrumbs path={PATH} />
      <PageHero
        eyebrow="Our Services"
        title={overrides.h1 ?? PAGE_TEXTS[PATH].h1}
        text="From your first tax return to your company’s statutory audit, one firm handles it with the same care."
      />
      <Section title="What we do">
        <CardGrid items={SERVICE_CARDS} columns={3} />
      </Section>
      <Section title="Why choose our firm" tone="white">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHY.map((w) => (
            <li key={w.title} className="rounded-xl bg-slate-50 p-6 border border-slate-200">
              <h3 className="text-lg font-semibold text-ink">{w.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{w.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCtaPanel title="Not sure which service you need?" text="Tell us about your situation and we will point you the right way, free.">
        <Link href="/contact" className={CTA_BUTTON_CLASS}>
          Contact Us
        </Link>
      </ClosingCtaPanel>
      <EnhancedContent content={overrides.enhanced} />
    </>
  )
}
