import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { CHAT_UNAVAILABLE_TEXT } from '@/lib/ai/chat'

// A site with no Gemini key (the int tests run one with a key and a fake provider).
vi.mock('@/lib/env', () => ({
  env: { GEMINI_API_KEY: undefined, GEMINI_MODEL: 'gemini-2.0-flash', CHAT_RATE_LIMIT: 20, CHAT_RATE_WINDOW_SECONDS: 3600, TRUSTED_PROXIES: 0 },
}))

const { chatEndpoint, chatStatusEndpoint } = await import('@/endpoints/chat')

const ask = async (body: string) => {
  const req = { text: async () => body, headers: new Headers() } as unknown as PayloadRequest
  const res = await chatEndpoint.handler(req)
  return { status: res.status, body: await res.json() }
}

describe('the chat endpoint on a site without an AI key', () => {
  it('says the assistant is unavailable', async () => {
    const res = await chatStatusEndpoint.handler({} as PayloadRequest)
    expect(await res.json()).toEqual({ available: false })
    expect(await ask(JSON.stringify({ messages: [{ role: 'user', content: 'What is GSTR-1?' }] }))).toEqual({
      status: 503,
      body: { error: CHAT_UNAVAILABLE_TEXT },
    })
  })

  it('still tells a sender what is wrong with a malformed request', async () => {
    expect(await ask('{"messages": [')).toEqual({ status: 400, body: { error: 'Send the conversation as JSON' } })
    expect(await ask(JSON.stringify({ messages: [] }))).toEqual({ status: 400, body: { error: 'Please type a message' } })
  })
})
