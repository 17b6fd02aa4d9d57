import { expect, onTestFinished } from 'vitest'

import { api } from './api'
import { jobOpening } from './jobOpening'

/** A job opening created over REST as the editor, deleted (as the admin) when the test ends: its id. */
export async function editorOpening(title: string): Promise<number> {
  const created = await api('editor', 'POST', '/api/job-openings', jobOpening(title))
  expect(created.status).toBe(201)
  const id = created.body.doc.id as number
  onTestFinished(async () => {
    await api('admin', 'DELETE', `/api/job-openings/${id}`)
  })
  return id
}
