// Plain JavaScript: next.config.mjs reads it as Node loads it (to rewrite /careers?type=… for these kinds only), and
// the job-openings collection and the careers page import it too, so the three cannot name different kinds.

/** The kinds of opening: job-openings' `type` options, the careers page's filter tabs after 'All Positions' (spec 01 section 2) and the `?type=` values of its address. */
export const JOB_TYPES = /** @type {const} */ ([
  { label: 'Partner', value: 'partner' },
  { label: 'Articleship', value: 'article' },
  { label: 'Accountant', value: 'accountant' },
  { label: 'Graduate', value: 'graduate' },
  { label: 'Content', value: 'content' },
])

/** The kinds' stored values, in the order the filter shows them. */
export const JOB_KINDS = JOB_TYPES.map((t) => t.value)
