/** A job opening the API accepts (every required field), for tests over REST and in the browser. */
export const jobOpening = (title: string, over: Record<string, unknown> = {}) => ({
  title,
  type: 'graduate',
  department: 'Audit',
  location: 'ncr',
  experience: '0-1 years',
  commitment: 'Full-time',
  deadline: 'Open',
  description: 'A test opening.',
  responsibilities: [{ text: 'Test things' }],
  requirements: [{ text: 'Patience' }],
  ...over,
})
