import Link from 'next/link'

import { ArticleCard } from '@/components/ArticleCard'
import { listArticles } from '@/lib/data/articles'
import { getSiteSettings, telHref } from '@/lib/data/settings'

export const revalidate = 300

const SERVICES = [
  { title: 'Income Tax Filing & Planning', text: 'Returns for salaried people, professionals and businesses, with year-round planning.' },
  { title: 'GST Registration & Compliance', text: 'Registration, monthly returns, reconciliations and notices handled end to end.' },
  { title: 'Audit & Assurance Services', text: 'Statutory, tax and internal audits that give owners and lenders confidence.' },
  { title: 'Company Registration', text: 'Private limited companies and LLPs registered, with first-year compliance set up.' },
  { title: 'Financial Advisory', text: 'Budgets, cash-flow planning and advice for decisions that move the business.' },
  { title: 'International Taxation', text: 'NRI returns, DTAA relief and FEMA repatriation for families with roots in India.' },
]

export default async function HomePage() {
  const [settings, articles] = await Promise.all([getSiteSettings(), listArticles()])
  const phone = settings.phones?.[0]?.number
  const claims = [
    { value: settings.yearsExperience, label: 'Years of experience' },
    { value: settings.clients, label: 'Clients served' },
    { value: settings.clientSavings, label: 'Client savings' },
    { value: settings.successRate, label: 'Success rate' },
  ].filter((c) => c.value)

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:py-28">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">Chartered Accountants in Gurgaon</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">
            Tax, audit and compliance, handled by people who know your business
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-100">{settings.tagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {phone ? (
              <a href={telHref(phone)} className="rounded-md bg-white px-5 py-3 text-sm font-semibold text-brand-900 hover:bg-brand-50">
                Call {phone}
              </a>
            ) : null}
            <Link href="/blog" className="rounded-md border border-white/40 px-5 py-3 text-sm font-semibold text-white hover:bg-white/10">
              Read our guides
            </Link>
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

      <section id="services" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 className="text-3xl font-bold text-ink">Our services</h2>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((s) => (
            <div key={s.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-ink">{s.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{s.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex items-end justify-between gap-4">
          <h2 className="text-3xl font-bold text-ink">Latest from the blog</h2>
          <Link href="/blog" className="text-sm font-semibold text-brand-700 hover:underline">
            All articles →
          </Link>
        </div>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.slice(0, 3).map((a) => (
            <ArticleCard key={a.id} article={a} />
          ))}
        </div>
      </section>
    </>
  )
}
