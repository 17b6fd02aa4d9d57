import { Breadcrumbs } from '@/components/Breadcrumbs'
import { ContactSection } from '@/components/ContactSection'
import { EnhancedContent } from '@/components/EnhancedContent'
import { JsonLd } from '@/components/JsonLd'
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
    title: 'Contact Chartered Accountants in Sector 102, Gurgaon',
    description: 'Call, e-mail, WhatsApp or send us a message. Chartered accountants in Sector 102, Gurgaon, open Mon-Sat 9:00 AM - 6:00 PM. Reply within 24 hours.',
  })
}

export default async function ContactPage() {
  const [settings, picture, overrides] = await Promise.all([getSiteSettings(), getContactPicture(), getPageOverrides(PATH)])
  return (
    <>
      <JsonLd data={firmJsonLd(settings, ALL_OFFERS, absoluteUrl(siteOrigin()))} />
      <Breadcrumbs path={PATH} />
      <ContactSection settings={settings} variant="contact" heading={overrides.h1 ?? 'Get In Touch'} headingLevel={1} picture={picture} />
      <EnhancedContent content={overrides.enhanced} />
    </>
  )
}
