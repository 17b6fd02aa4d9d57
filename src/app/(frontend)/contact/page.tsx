import { Breadcrumbs } from '@/components/Breadcrumbs'
import { ContactSection } from '@/components/ContactSection'
import { EnhancedContent } from '@/components/EnhancedContent'
import { JsonLd } from '@/components/JsonLd'
import { PAGE_TEXTS } from '@/content/pages'
import { getPageOverrides } from '@/lib/data/pageContent'
import { getContactPicture, getSiteSettings } from '@/lib/data/settings'
import { absoluteUrl, ALL_OFFERS } from '@/lib/site/firm'
import { siteOrigin } from '@/lib/site/metadata'
import { pageMetadata } from '@/lib/site/pageMetadata'
import { firmJsonLd } from '@/lib/site/structured-data'

export const revalidate = 300
const PATH = '/contact'

export function generateMetadata() {
  return pageMetadata({
    path: PATH,
    title: PAGE_TEXTS[PATH].title,
    description: PAGE_TEXTS[PATH].description,
  })
}

export default async function ContactPage() {
  const [settings, picture, overrides] = await Promise.all([getSiteSettings(), getContactPicture(), getPageOverrides(PATH)])
  return (
    <>
      <JsonLd data={firmJsonLd(settings, ALL_OFFERS, absoluteUrl(siteOrigin()))} />
      <Breadcrumbs path={PATH} />
      <ContactSection settings={settings} variant="contact" heading={overrides.h1 ?? PAGE_TEXTS[PATH].h1} headingLevel={1} picture={picture} />
      <EnhancedContent content={overrides.enhanced} />
    </>
  )
}
