import { Breadcrumbs } from '@/components/Breadcrumbs'
import { CTA_BUTTON_CLASS, OUTLINE_BUTTON_CLASS } from '@/components/CtaPanel'
import { EnhancedContent } from '@/components/EnhancedContent'
import { JsonLd } from '@/components/JsonLd'
import { PageHero, Section } from '@/components/PageHero'
import { StepList } from '@/components/Cards'
import Link from '@/components/SiteLink'
import { Openings } from '@/components/careers/Openings.client'
import { WriteTo } from '@/components/careers/WriteTo'
import { APPLICATION_STEPS, CAREER_BENEFITS } from '@/content/firm'
import { PAGE_TEXTS } from '@/content/pages'
import { inquiryMailto, isOpenOn, type JobTab, resumeMailto } from '@/lib/careers'
import { listJobs } from '@/lib/data/jobs'
import { getPageOverrides } from '@/lib/data/pageContent'
import { getSiteSettings } from '@/lib/data/settings'
import { absoluteUrl } from '@/lib/site/firm'
import { siteOrigin } from '@/lib/site/metadata'
import { jobPostingJsonLd } from '@/lib/site/structured-data'

const PATH = '/careers'

/** The careers page's title, description and canonical address; with a kind of opening chosen too. */
export const CAREERS_META = {
  path: PATH,
  title: PAGE_TEXTS['/careers'].title,
  description: PAGE_TEXTS['/careers'].description,
}

/**
 * The careers page, with the openings filtered by `tab`: All at /careers, one kind at /careers?type=… (rendered by the
 * careers-filter route, so a shared link arrives filtered, also without script).
 */
export async function CareersIndex({ tab }: { tab: JobTab }) {
  const [settings, allJobs, overrides] = await Promise.all([getSiteSettings(), listJobs(), getPageOverrides(PATH)])
  // Openings whose deadline has passed are closed: not listed, not announced to search engines. The page is
  // regenerated at least every `revalidate` seconds, so a closing day is honoured within five minutes.
  const now = new Date()
  const jobs = allJobs.filter((job) => isOpenOn(job.deadline, now))
  const abs = absoluteUrl(siteOrigin())
  return (
    <>
      {jobs.map((job) => (
        <JsonLd key={job.id} data={jobPostingJsonLd(job, settings, abs)} />
      ))}
      <Breadcrumbs path={PATH} />
      <PageHero
        eyebrow="Careers"
        title={overrides.h1 ?? PAGE_TEXTS['/careers'].h1}
        text="Real clients, patient mentors and a clear path to grow: join a Gurgaon firm where your work matters from the first week."
      >
        <a href="#openings" className={`mt-8 inline-block print:hidden ${CTA_BUTTON_CLASS}`}>
          View Open Positions
        </a>
      </PageHero>
      <Section title="Why work with us">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CAREER_BENEFITS.map((b) => (
            <li key={b.title} className="rounded-xl bg-white p-6 shadow-sm border border-slate-200">
              <h3 className="text-lg font-semibold text-ink">{b.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{b.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="openings" title="Current openings" tone="white">
        <Openings jobs={jobs} email={settings.email} tab={tab} />
      </Section>
      <Section title="Application process">
        <StepList steps={APPLICATION_STEPS} />
      </Section>
      <section className="mx-auto max-w-6xl px-4 pb-14 sm:px-6">
        <div className="on-dark rounded-2xl bg-brand-900 p-8 text-white">
          <h2 className="text-2xl font-bold">Don&apos;t See a Suitable Position?</h2>
          <p className="mt-2 max-w-2xl text-brand-100">We are always glad to hear from good people. Send your resume and we will keep it on file.</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={resumeMailto(settings.email)} data-print-href={settings.email} className={`print:px-0 ${CTA_BUTTON_CLASS}`}>
              Submit Your Resume
            </a>
            <a href={inquiryMailto(settings.email)} className={`print:hidden ${OUTLINE_BUTTON_CLASS}`}>
              Contact HR Team
            </a>
          </div>
          <WriteTo email={settings.email} subject="Resume Submission" className="mt-4 text-brand-100" />
        </div>
      </section>
      <Section title="Learn more about us" tone="white">
        <ul className="grid gap-4 sm:grid-cols-3">
          {[
            { href: '/about', title: 'About the firm', text: 'Our story, values and mission.' },
            { href: '/services', title: 'Our services', text: 'The work you would be part of.' },
            { href: '/blog', title: 'Our blog', text: 'How we explain tax to clients.' },
          ].map((l) => (
            <li key={l.href}>
              <Link href={l.href} className="block h-full rounded-xl border border-slate-200 p-5 hover:border-brand-600">
                <span className="font-semibold text-brand-700">{l.title} →</span>
                <span className="mt-1 block text-sm text-slate-600">{l.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <EnhancedContent content={overrides.enhanced} />
    </>
  )
}
