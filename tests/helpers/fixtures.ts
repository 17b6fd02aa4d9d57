import sharp from 'sharp'

import { api, unique, type Role } from './api'

/** A small real PNG drawn with sharp. */
export async function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 64, b: 175 } } })
    .png()
    .toBuffer()
}

export function imageForm(data: Buffer | string, filename: string, type: string, alt: string | null = 'Test image') {
  const form = new FormData()
  form.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), filename)
  if (alt !== null) form.append('_payload', JSON.stringify({ alt }))
  return form
}

export async function uploadImage(role: Role = 'editor') {
  const res = await api(role, 'POST', '/api/media', imageForm(await pngImage(), `${unique('img')}.png`, 'image/png'))
  if (res.status !== 201) throw new Error(`Upload failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.doc as { id: number; url: string; sizes: Record<string, { width: number; height: number; url: string }> }
}

export type ArticleOptions = { status?: 'draft' | 'published'; active?: boolean; title?: string }

/** Creates an article as an editor; `draft=true` saves it as a draft. */
export async function createArticle({ status = 'published', active = true, title }: ArticleOptions = {}) {
  const name = title ?? unique('Test article')
  const res = await api('editor', 'POST', `/api/news-updates${status === 'draft' ? '?draft=true' : ''}`, {
    title: name,
    category: 'GST',
    excerpt: 'An article made by the integration tests.',
    active,
    _status: status,
  })
  if (res.status !== 201) throw new Error(`Creating an article failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.doc as { id: number; slug: string; title: string }
}

export const validEnquiry = () => ({
  name: 'Integration Tester',
  email: `${unique('tester')}@example.com`,
  phone: '+91 98100 12345',
  company: 'Test Co',
  message: 'Please call me about GST registration.',
})
