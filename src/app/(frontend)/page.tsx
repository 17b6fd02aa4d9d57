import { ArticleCard } from '@/components/ArticleCard'
import { BackdropPicture } from '@/components/BackdropPicture'
import { CallAndWriteLinks, CallLink } from '@/components/CallAndWriteLinks'
import { ContactSection } from '@/components/ContactSection'
import { CTA_BUTTON_CLASS, OUTLINE_BUTTON_CLASS } from '@/components/CtaPanel'
import { EnhancedContent } from '@/components/EnhancedContent'
import { FaqList } from '@/components/FaqList'
import { JsonLd } from '@/components/JsonLd'
import { ScrollToContactLink } from '@/components/ScrollToContactLink.client'
import { CardGrid } from '@/components/Cards'
import Link from '@/components/SiteLink'
import { TestimonialList } from '@/components/Testimonials'
import { CheckIcon } from '@/components/icons'
import { SERVICE_CARDS } from '@/content/services'
import { WHY_CHOOSE } from '@/content/firm'
import { PAGE_TEXTS } from '@/content/pages'
import { listArticles } from '@/lib/data/articles'
import { getFaqs } from '@/lib/data/faqs'
import { FAQS_ON_HOME } from '@/lib/faqs'
import { getPageOverrides } from '@/lib/data/pageContent'
import { getHeroPicture, getSiteSettings } from '@/lib/data/settings'
import { getTestimonials } from '@/lib/data/testimonials'
import { absoluteUrl, ALL_OFFERS } from '@/lib/site/firm'
import { siteOrigin } from '@/lib/site/metadata'
import { pageMetadata } from '@/lib/site/pageMetadata'
import { firmJsonLd } from '@/lib/site/structured-data'

export const revalidate = 300

const PATH = '/'

export function generateMetadata() {
  return pageMetadata({
    path: PATH,
    title: PAGE_TEXTS[PATH].title,
    description: PAGE_TEXTS[PATH].description,
    keywords: ['CA in Gurgaon', 'chartered accountant Gurgaon', 'GST registration Gurgaon', 'income tax filing Gurgaon'],
  })
}

export default async function HomePage() {
  const [settings, hero, articles, overrides, testimonials, faqs] = await Promise.all([
    getSiteSettings(),
    getHeroPicture(),
    listArticles(),
    getPageOverrides(PATH),
    getTestimonials(),
    getFaqs('general'),
  ])
  const phone = settings.phones?.[0]?.number
  const claims = [
    { value: settings.yearsExperience, label: 'Years of experience' },
    { value: settings.clients, label: 'Clients served' },
    { value: settings.clientSavings, label: 'Client savings' },
    { value: settings.successRate, label: 'Success rate' },
  ].filter((c) => c.value)

  return (
    <>
      <JsonLd data={firmJsonLd(settings, ALL_OFFERS, absoluteUrl(siteOrigin()))} />
      <section className="on-dark relative isolate overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
        {hero ? <BackdropPicture picture={hero} priority /> : null}
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-24">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">Chartered Accountants in Gurgaon</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">
            {overrides.h1 ?? PAGE_TEXTS[PATH].h1}
          </h1>
          {settings.tagline ? <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-100">{settings.tagline}</p> : null}
          <div className="mt-8 flex flex-wrap gap-3 print:hidden">
            {phone ? (
              <CallLink
                phone={phone}
                label="Call"
                className={`inline-flex items-center gap-2 ${CTA_BUTTON_CLASS}`}
              />
            ) : null}
            <ScrollToContactLink
              label="Get Free Consultation"
              className={OUTLINE_BUTTON_CLASS}
            />
          </div>
          {claims.length ? (
            <dl className="mt-14 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
              {claims.map((c) => (
                <div key={c.label}>
                  <dt className="text-sm text-brand-100">{c.label}</dt>
                  <dd className="mt-1 text-3xl font-bold">{c.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </section>

      <section id="services">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 className="text-3xl font-bold text-ink">Our Services</h2>
          <p className="mt-3 max-w-2xl text-slate-600">Everything an individual or a growing business needs from a chartered accountant in Gurgaon, under one roof.</p>
          <div className="mt-8">
            <CardGrid items={SERVICE_CARDS} columns={3} />
          </div>
        </div>
      </section>

      <section id="about" className="bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <h2 className="text-3xl font-bold text-ink">Why Choose Us</h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2">
              {WHY_CHOOSE.map((w) => (
                <li key={w.title} className="flex gap-3">
                  <CheckIcon className="mt-1 h-5 w-5 shrink-0 text-emerald-600" />
                  <div>
                    <h3 className="font-semibold text-ink">{w.title}</h3>
                    <p className="mt-1 text-sm leading-6 text-slate-600">{w.text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <Link href="/about" className="mt-8 inline-block text-sm font-semibold text-brand-700 hover:underline">
              More about the firm →
            </Link>
          </div>
          <aside className="on-dark rounded-2xl bg-brand-900 p-6 text-white max-xs:p-4" aria-label="Talk to a CA">
            <h3 className="text-xl font-semibold">Talk to a chartered accountant in Gurgaon today</h3>
            <p className="mt-2 text-sm text-brand-100">The first consultation is free.</p>
            <div className="mt-6 space-y-3">
              <CallAndWriteLinks
                phone={phone}
                email={settings.email}
                className="flex items-center gap-3 rounded-md border border-transparent bg-white/10 px-4 py-3 text-sm font-semibold hover:bg-white/20 max-xs:px-3"
                iconClassName="h-4 w-4 shrink-0 max-[20rem]:hidden"
              />
            </div>
          </aside>
        </div>
      </section>

      {/* Only when editors have published clients' words: nothing made up stands in for them. */}
      {testimonials.length ? (
        <section aria-labelledby="home-testimonials" className="mx-auto max-w-6xl px-4 pt-16 sm:px-6">
          <h2 id="home-testimonials" className="text-3xl font-bold text-ink">
            What Our Clients Say
          </h2>
          <div className="mt-8">
            <TestimonialList testimonials={testimonials} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="home-faq" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
          <h2 id="home-faq" className="text-3xl font-bold text-ink">Frequently Asked Questions</h2>
          <Link href="/faq" className="whitespace-nowrap text-sm font-semibold text-brand-700 hover:underline">
            All questions →
          </Link>
        </div>
        <div className="mt-8">
          {/* Read with the rest of the page, not streamed behind a skeleton: the page is prerendered, so a skeleton was
              never seen with script, and without it stayed in place of the questions for good. */}
          <FaqList faqs={faqs.slice(0, FAQS_ON_HOME)} />
        </div>
      </section>

      {articles.length ? (
        <section id="news" aria-labelledby="home-news" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
          <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
            <h2 id="home-news" className="text-3xl font-bold text-ink">Latest from the Blog</h2>
            <Link href="/blog" className="whitespace-nowrap text-sm font-semibold text-brand-700 hover:underline">
              All articles →
            </Link>
          </div>
          {/* The three newest; in the two columns of a tablet (640 to 1023 px) a fourth fills the second row. */}
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.slice(0, 4).map((a, i) =>
              i < 3 ? (
                <ArticleCard key={a.id} article={a} tagLimit={3} />
              ) : (
                <div key={a.id} className="hidden sm:max-lg:contents">
                  <ArticleCard article={a} tagLimit={3} />
                </div>
              ),
            )}
          </div>
        </section>
      ) : null}

      <EnhancedContent content={overrides.enhanced} />
      <ContactSection settings={settings} variant="home" />
    </>
  )
}
