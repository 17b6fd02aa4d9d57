import { Breadcrumbs } from '@/components/Breadcrumbs'
import { CTA_BUTTON_CLASS, OUTLINE_BUTTON_CLASS } from '@/components/CtaPanel'
import { EnhancedContent } from '@/components/EnhancedContent'
import { JsonLd } from '@/components/JsonLd'
import { PageHero, Section } from '@/components/PageHero'
import { ScrollToContactLink } from '@/components/ScrollToContactLink.client'
import Link from '@/components/SiteLink'
import { CORE_VALUES, MISSION, STORY } from '@/content/firm'
import { PAGE_TEXTS } from '@/content/pages'
import { getPageOverrides } from '@/lib/data/pageContent'
import { getSiteSettings } from '@/lib/data/settings'
import { absoluteUrl, ALL_OFFERS } from '@/lib/site/firm'
import { siteOrigin } from '@/lib/site/metadata'
import { pageMetadata } from '@/lib/site/pageMetadata'
import { firmJsonLd } from '@/lib/site/structured-data'

export const revalidate = 300
const PATH = '/about'

export function generateMetadata() {
  return pageMetadata({
    path: PATH,
    title: PAGE_TEXTS[PATH].title,
    description: PAGE_TEXTS[PATH].description,
  })
}

export default async function AboutPage() {
  const [settings, overrides] = await Promise.all([getSiteSettings(), getPageOverrides(PATH)])
  // The firm's own claims, as entered in the site settings (shown only when set).
  const achievements = [
    { value: settings.yearsExperience, label: 'Years of practice' },
    { value: settings.clients, label: 'Clients served' },
    { value: settings.clientSavings, label: 'Client tax savings' },
    { value: settings.successRate, label: 'Success rate' },
  ].filter((a): a is { value: string; label: string } => Boolean(a.value))
  return (
    <>
      <JsonLd data={firmJsonLd(settings, ALL_OFFERS, absoluteUrl(siteOrigin()))} />
      <Breadcrumbs path={PATH} />
      <PageHero
        eyebrow="About Us"
        title={overrides.h1 ?? PAGE_TEXTS[PATH].h1}
        text="A Gurgaon practice of chartered accountants serving individuals, startups, growing businesses and NRIs for more than fifteen years."
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/services" className={CTA_BUTTON_CLASS}>
            Our Services
          </Link>
          <Link href="/contact" className={OUTLINE_BUTTON_CLASS}>
            Contact Us
          </Link>
        </div>
      </PageHero>
      <Section title="Our story">
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 leading-7 text-slate-700">
            {STORY.map((p) => (
              <p key={p.slice(0, 20)}>{p}</p>
            ))}
          </div>
          <dl className="grid grid-cols-1 gap-4 xs:grid-cols-2">
            {achievements.map((a) => (
              <div key={a.label} className="rounded-xl bg-white p-6 shadow-sm border border-slate-200">
                <dt className="text-sm text-slate-600">{a.label}</dt>
                <dd className="mt-1 text-3xl font-bold text-brand-700">{a.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>
      <Section title="Our core values" tone="white">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CORE_VALUES.map((v) => (
            <li key={v.title} className="rounded-xl bg-slate-50 p-6 border border-slate-200">
              <h3 className="text-lg font-semibold text-ink">{v.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{v.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Our mission">
        <blockquote className="max-w-3xl border-l-4 border-brand-600 pl-6 text-xl leading-9 text-slate-700">{MISSION}</blockquote>
        <div className="mt-8 print:hidden">
          <ScrollToContactLink label="Talk to us" href="/#contact" className="rounded-md border border-transparent bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-900" />
        </div>
      </Section>
      <EnhancedContent content={overrides.enhanced} />
    </>
  )
}
