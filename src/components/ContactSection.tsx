import type { SiteSetting } from '@/payload-types'
import { telHref } from '@/lib/data/settings'
import type { BackdropImage } from '@/lib/images'
import { addressLine, MAP_LINK_HINT, mapSearchUrl } from '@/lib/site/contact'

import { EnquiryForm } from './EnquiryForm.client'
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from './icons'
import { PageHero } from './PageHero'
import { PhoneNumber } from './PhoneNumber'
import { EmailAddress } from './EmailAddress'

/**
 * The contact section (anchor #contact): ways to reach the firm and the enquiry form. On the contact page it opens
 * with a heading band like other pages' heroes, with the settings' background picture (`picture`) on wide screens.
 */
export function ContactSection({
  settings,
  variant,
  heading = 'Get In Touch',
  headingLevel = 2,
  picture = null,
}: {
  settings: SiteSetting
  variant: 'contact' | 'home'
  heading?: string
  headingLevel?: 1 | 2
  picture?: BackdropImage | null
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  // One level below the section's heading: an h3 under the /contact page's h1 skipped a level.
  const FormHeading = headingLevel === 1 ? 'h2' : 'h3'
  const address = addressLine(settings.address)
  const mapUrl = mapSearchUrl(settings.address)
  const phones = settings.phones ?? []
  const rating = settings.rating
  const intro = 'Tell us what you need. A chartered accountant replies within 24 hours.'
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-slate-100" data-band="">
      {variant === 'contact' ? (
        <PageHero as="div" headingId="contact-heading" headingLevel={headingLevel} title={heading} text={intro} picture={picture} />
      ) : null}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          {variant === 'home' ? (
            <>
              <Heading id="contact-heading" className="text-3xl font-bold text-ink">
                {heading}
              </Heading>
              <p className="mt-3 text-slate-600">{intro}</p>
            </>
          ) : null}
          <ul className={variant === 'home' ? 'mt-8 space-y-4' : 'space-y-4'}>
            {phones.length ? (
              <li className="flex gap-4 rounded-xl bg-white p-4 shadow-sm">
                <PhoneIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <div>
                  <p className="font-semibold text-ink">Call Us</p>
                  {phones.map((p) => (
                    <a key={p.id ?? p.number} href={telHref(p.number)} className="block text-slate-700 hover:text-brand-700">
                      <PhoneNumber number={p.number} />
                    </a>
                  ))}
                </div>
              </li>
            ) : null}
            <li className="flex gap-4 rounded-xl bg-white p-4 shadow-sm">
              <MailIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <div className="min-w-0">
                <p className="font-semibold text-ink">Email Us</p>
                <a href={`mailto:${settings.email}`} className="text-slate-700 hover:text-brand-700">
                  <EmailAddress address={settings.email} />
                </a>
              </div>
            </li>
            {settings.hoursText ? (
              <li className="flex gap-4 rounded-xl bg-white p-4 shadow-sm">
                <ClockIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <div>
                  <p className="font-semibold text-ink">Business Hours</p>
                  <p className="text-slate-700">{settings.hoursText}</p>
                </div>
              </li>
            ) : null}
            {address ? (
              <li className="flex gap-4 rounded-xl bg-white p-4 shadow-sm">
                <PinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <div>
                  <p className="font-semibold text-ink">Visit Us</p>
                  <p className="text-slate-700">{address}</p>
                  {mapUrl ? (
                    <a
                      href={mapUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-1 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline print:hidden"
                    >
                      Get directions<span className="sr-only">{MAP_LINK_HINT}</span>
                    </a>
                  ) : null}
                </div>
              </li>
            ) : null}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3 print:hidden">
            {settings.whatsapp ? (
              <a
                href={settings.whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 rounded-md bg-emerald-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-emerald-800"
              >
                <WhatsAppIcon className="h-4 w-4" /> WhatsApp Chat
              </a>
            ) : null}
            {phones[0] ? (
              <a href={telHref(phones[0].number)} className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-ink hover:bg-slate-50">
                <PhoneIcon className="h-4 w-4" /> Call to Schedule a Meeting
              </a>
            ) : null}
          </div>
          {variant === 'contact' && rating?.contactPageValue ? (
            <p className="mt-6 text-sm text-slate-600">
              <span className="font-semibold text-ink">{rating.contactPageValue.toFixed(1)} / 5</span>
              {rating.contactPageLabel ? ` · ${rating.contactPageLabel}` : ''}
            </p>
          ) : null}
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8 lg:col-span-3 print:hidden">
          <FormHeading className="text-xl font-semibold text-ink">Send Message</FormHeading>
          <div className="mt-6">
            <EnquiryForm variant={variant} />
          </div>
        </div>
      </div>
    </section>
  )
}
