import { unstable_cache } from 'next/cache'

import type { JobOpening } from '@/payload-types'

import { deadlineLabel } from '../careers'
import { SITE_REVALIDATE_SECONDS, TAGS } from '../cache-tags'
import { getPayloadClient } from './payload'

export type Job = {
  id: number
  title: string
  type: JobOpening['type']
  department: string
  location: string
  remote: boolean
  experience: string
  commitment: string
  deadline: string
  /** 'Apply by 31 August 2026', or 'Applications: Open' when the deadline is words. */
  deadlineLabel: string
  description: string
  responsibilities: string[]
  requirements: string[]
  postedAt: string
}

const LOCATION_LABELS: Record<JobOpening['location'], string> = { ncr: 'Gurgaon (Delhi NCR)', remote: 'Remote / Hybrid' }

/** Active openings in the editors' order, as a visitor sees them. */
export const listJobs = unstable_cache(
  async (): Promise<Job[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'job-openings',
      overrideAccess: false,
      sort: ['_order', 'id'],
      limit: 100,
      depth: 0,
    })
    return (docs as JobOpening[]).map((d) => ({
      id: d.id,
      title: d.title,
      type: d.type,
      department: d.department,
      location: LOCATION_LABELS[d.location],
      remote: d.location === 'remote',
      experience: d.experience,
      commitment: d.commitment,
      deadline: d.deadline,
      deadlineLabel: deadlineLabel(d.deadline),
      description: d.description,
      responsibilities: (d.responsibilities ?? []).map((r) => r.text),
      requirements: (d.requirements ?? []).map((r) => r.text),
      postedAt: d.createdAt,
    }))
  },
  ['jobs:list'],
  { tags: [TAGS.jobOpenings], revalidate: SITE_REVALIDATE_SECONDS },
)
