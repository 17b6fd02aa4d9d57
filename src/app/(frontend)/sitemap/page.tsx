import { Breadcrumbs } from '@/components/Breadcrumbs'
import { EnhancedContent } from '@/components/EnhancedContent'
import { PageHero } from '@/components/PageHero'
import Link from '@/components/SiteLink'
import { PAGE_TEXTS } from '@/content/pages'
import { listArticles } from '@/lib/data/articles'
import { getPageOverrides } from '@/lib/data/pageContent'
import { pageMetadata } from '@/lib/site/pageMetadata'
import { FIRM_NAV, LEGAL_PAGES, MAIN_NAV, SERVICE_LABELS, SERVICE_SLUGS } from '@/lib/site/routes'

export const revalidate = 300
const PATH = '/sitemap'

export function generateMetadata() {
  return pageMetadata({
    path: PATH,
    title: PAGE_TEXTS[PATH].title,
    description: PAGE_TEXTS[PATH].description,
  })
}

function Group({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className="text-brand-700 underline-offset-2 hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default async function SitemapPage() {
  const [articles, overrides] = await Promise.all([listArticles(), getPageOverrides(PATH)])
  const quick = [
    { href: '/services', label: 'Services', text: 'Tax, GST, audit and more' },
    { href: '/about', label: 'About', text: 'Our story and values' },
    { href: '/careers', label: 'Careers', text: 'Open positions' },
    { href: '/contact', label: 'Contact', text: 'Call, e-mail or write' },
  ]
  return (
    <>
      <Breadcrumbs path={PATH} />
      <PageHero eyebrow="Sitemap" title={overrides.h1 ?? PAGE_TEXTS[PATH].h1} text="Every page of this website in one place." />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="grid gap-6 md:grid-cols-3">
          <Group title="Main Pages" links={[...MAIN_NAV, ...FIRM_NAV]} />
          <Group title="Service Categories" links={[{ href: '/services', label: 'All Services' }, ...SERVICE_SLUGS.map((s) => ({ href: `/services/${s}`, label: SERVICE_LABELS[s] }))]} />
          <Group title="Information & Resources" links={[{ href: '/blog', label: 'Blog' }, { href: '/faq', label: 'FAQ' }, ...LEGAL_PAGES]} />
        </div>
        {articles.length ? (
          <section className="mt-6 rounded-xl border border-slate-200 bg-white p-6">
            <h2 className="text-lg font-semibold text-ink">Articles</h2>
            <ul className="mt-4 grid gap-2 md:grid-cols-2">
              {articles.map((a) => (
                <li key={a.id}>
                  <Link href={`/blog/${a.slug}`} className="text-brand-700 underline-offset-2 hover:underline">
                    {a.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <h2 className="mt-12 text-2xl font-bold text-ink">Quick Navigation</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {quick.map((q) => (
            <li key={q.href}>
              <Link href={q.href} className="block rounded-xl bg-brand-900 p-6 text-white hover:bg-brand-700">
                <span className="text-lg font-semibold">{q.label}</span>
                <span className="mt-1 block text-sm text-brand-100">{q.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <EnhancedContent content={overrides.enhanced} />
    </>
  )
}
