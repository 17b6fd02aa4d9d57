import { Breadcrumbs } from '@/components/Breadcrumbs'
import { EnhancedContent } from '@/components/EnhancedContent'
import { FaqList } from '@/components/FaqList'
import { JsonLd } from '@/components/JsonLd'
import { PageHero } from '@/components/PageHero'
import Link from '@/components/SiteLink'
import { PAGE_TEXTS } from '@/content/pages'
import { getFaqs } from '@/lib/data/faqs'
import { FAQS_IN_FAQ_PAGE_DATA } from '@/lib/faqs'
import { getPageOverrides } from '@/lib/data/pageContent'
import { pageMetadata } from '@/lib/site/pageMetadata'
import { faqJsonLd } from '@/lib/site/structured-data'

export const revalidate = 300
const PATH = '/faq'

export function generateMetadata() {
  return pageMetadata({
    path: PATH,
    title: PAGE_TEXTS[PATH].title,
    description: PAGE_TEXTS[PATH].description,
  })
}

export default async function FaqPage() {
  const [faqs, overrides] = await Promise.all([getFaqs('general'), getPageOverrides(PATH)])
  return (
    <>
      <JsonLd data={faqJsonLd(faqs.slice(0, FAQS_IN_FAQ_PAGE_DATA))} />
      <Breadcrumbs path={PATH} />
      <PageHero
        eyebrow="FAQ"
        title={overrides.h1 ?? PAGE_TEXTS[PATH].h1}
        text="Quick answers to the questions clients ask us most. Can’t find yours? Ask us directly."
      />
      <section className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <FaqList faqs={faqs} />
        <p className="mt-8 text-slate-600">
          Still have a question?{' '}
          <Link href="/contact" className="font-semibold text-brand-700 underline underline-offset-2">
            Contact us
          </Link>{' '}
          and a chartered accountant will reply within 24 hours.
        </p>
      </section>
      <EnhancedContent content={overrides.enhanced} />
    </>
  )
}
