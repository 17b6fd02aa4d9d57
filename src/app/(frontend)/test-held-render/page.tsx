import { notFound } from 'next/navigation'

import { listJobs } from '@/lib/data/jobs'
import { waitWhileHeld } from '@/lib/testing/heldRenders'

// Cached as the site's pages are, under the job openings' tag (listJobs).
export const revalidate = 300
export const metadata = { title: 'Held render (test)', robots: { index: false } }

/**
 * Lets the integration tests hold a page's render after it has read the job openings (src/lib/testing/heldRenders.ts):
 * only when ENABLE_TEST_ROUTES=1 (set by `npm test`); everywhere else it is a plain 404.
 */
export default async function TestHeldRenderPage() {
  if (process.env.ENABLE_TEST_ROUTES !== '1') notFound()
  const jobs = await listJobs()
  await waitWhileHeld()
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1>Job openings, as this render read them</h1>
      <ul>
        {jobs.map((job) => (
          <li key={job.id}>{job.title}</li>
        ))}
      </ul>
    </div>
  )
}
