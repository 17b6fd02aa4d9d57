'use client'

import { useEffect } from 'react'

import { FirmContactLine } from './FirmContact.client'

/** The full-page fallback for an uncaught rendering error (spec 01 section 2). */
export function ErrorScreen({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-ink">Something went wrong</h1>
      <p className="mt-3 text-slate-600">We&apos;re sorry, but something went wrong. Please try refreshing the page.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 rounded-md border border-transparent bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-900"
      >
        Refresh Page
      </button>
      <FirmContactLine lead="Need help now?" />
    </section>
  )
}
