import { notFound } from 'next/navigation'

export const dynamic = 'force-dynamic'
export const metadata = { robots: { index: false } }

/**
 * Lets the end-to-end tests see the error screen: it throws only when ENABLE_TEST_ROUTES=1 (set by `npm test`);
 * everywhere else it is a plain 404.
 */
export default function TestErrorPage() {
  if (process.env.ENABLE_TEST_ROUTES !== '1') notFound()
  throw new Error('Deliberate rendering error for the error-screen test')
}
