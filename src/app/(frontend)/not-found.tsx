import type { Metadata } from 'next'
import Link from 'next/link'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false, follow: true } }

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">Oops! Page not found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link href="/" className="mt-8 rounded-md border border-transparent bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-900">
        Return to Home
      </Link>
    </section>
  )
}
