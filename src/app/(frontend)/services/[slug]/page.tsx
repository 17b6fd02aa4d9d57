import { notFound } from 'next/navigation'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { CallLink } from '@/components/CallAndWriteLinks'
import { ContactSection } from '@/components/ContactSection'
import { ClosingCtaPanel, CTA_BUTTON_CLASS, OUTLINE_BUTTON_CLASS } from '@/components/CtaPanel'
import { EnhancedContent } from '@/components/EnhancedContent'
import { FaqList } from '@/components/FaqList'
import { JsonLd } from '@/components/JsonLd'
import { PageHero, Section } from '@/components/PageHero'
import { ScrollToContactLink } from '@/components/ScrollToContactLink.client'
import { ServiceBlocks } from '@/components/ServiceBlocks'
import Link from '@/components/SiteLink'
import { MailIcon } from '@/components/icons'
import { getServicePage } from '@/content/services'
import { getFaqs } from '@/lib/data/faqs'
import { getPageOverrides } from '@/lib/data/pageContent'
import { getSiteSettings } from '@/lib/data/settings'
import { absoluteUrl } from '@/lib/site/firm'
import { siteOrigin } from '@/lib/site/metadata'
import { pageMetadata } from '@/lib/site/pageMetadata'
import { SERVICE_SLUGS } from '@/lib/site/routes'
import { faqJsonLd, firmJsonLd } from '@/lib/site/structured-data'

export const revalidate = 300
export const dynamicParams = false

type Props = { params: Promise<{ slug: string }> }

export function generateStaticParams() {
  return SERVICE_SLUGS.map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props) {
  const { slug } = await params
  const page = getServicePage(slug)
  if (!page) return {}
  return pageMetadata({ path: `/services/${slug}`, title: page.title, description: page.description, keywords: page.keywords })
}

export default async function ServicePageView({ params }: Props) {
  const { slug } = await params
  const page = getServicePage(slug)
  // Only the eight services are rendered (dynamicParams): any other /services/… address is one no route has, which
  // src/app/global-not-found.tsx answers, following a redirect an editor made for it.
  if (!page) notFound()
  const path = `/services/${slug}`
  const [settings, overrides, faqs] = await Promise.all([getSiteSettings(), getPageOverrides(path), getFaqs(slug)])
  const phone = settings.phones?.[0]?.number
  const abs = absoluteUrl(siteOrigin())

  return (
    <>
      <JsonLd data={firmJsonLd(settings, page.offers, abs)} />
      <JsonLd data={faqJsonLd(faqs)} />
      <Breadcrumbs path={path} />
      <PageHero eyebrow={page.hero.eyebrow} title={overrides.h1 ?? page.hero.heading} text={page.hero.text}>
        <div className="mt-8 flex flex-wrap gap-3 print:hidden">
          {page.hero.cta.href === '#contact' && page.contactSection ? (
            <ScrollToContactLink label={page.hero.cta.label} className={CTA_BUTTON_CLASS} />
          ) : (
            <Link href={page.hero.cta.href === '#contact' ? '/contact' : page.hero.cta.href} className={CTA_BUTTON_CLASS}>
              {page.hero.cta.label}
            </Link>
          )}
          {page.hero.secondary ? (
            // A place on this page (the GST calculator) is a plain link to it: the browser scrolls there, smoothly
            // unless the visitor asked for less motion (globals.css). The calculator needs script, and without it
            // is hidden: so is the button.
            <a
              href={page.hero.secondary.href}
              className={OUTLINE_BUTTON_CLASS}
              {...(page.hero.secondary.href.startsWith('#') ? { 'data-needs-script': '' } : {})}
            >
              {page.hero.secondary.label}
            </a>
          ) : null}
          {phone ? (
            <CallLink
              phone={phone}
              label="Call"
              className={`inline-flex items-center gap-2 ${OUTLINE_BUTTON_CLASS}`}
            />
          ) : null}
          {slug === 'international-tax' ? (
            <a href={`mailto:${settings.email}`} className={`inline-flex items-center gap-2 ${OUTLINE_BUTTON_CLASS}`}>
              <MailIcon className="h-4 w-4" /> Email Us
            </a>
          ) : null}
        </div>
        {page.hero.stats ? (
          <dl className="mt-12 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
            {page.hero.stats.map((s) => (
              <div key={s.label}>
                <dt className="text-sm text-brand-100">{s.label}</dt>
                <dd className="mt-1 text-2xl font-bold">{s.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </PageHero>
      <ServiceBlocks blocks={page.blocks} />
      {faqs.length ? (
        <Section title="Frequently asked questions" tone="white">
          <FaqList faqs={faqs} />
        </Section>
      ) : null}
      <EnhancedContent content={overrides.enhanced} />
      {page.contactSection ? (
        <ContactSection settings={settings} variant="contact" />
      ) : (
        <ClosingCtaPanel title="Ready to get started?" text="Tell us what you need and get a fixed quote within 24 hours.">
          <Link href="/contact" className={CTA_BUTTON_CLASS}>
            Contact Us
          </Link>
        </ClosingCtaPanel>
      )}
    </>
  )
}
