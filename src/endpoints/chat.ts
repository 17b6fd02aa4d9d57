import type { Endpoint, PayloadRequest } from 'payload'

import { CHAT_EMPTY_TEXT, CHAT_ERROR_TEXT, CHAT_UNAVAILABLE_TEXT, chatRequestSchema } from '../lib/ai/chat'
import { chatInstruction } from '../lib/ai/chatInstruction'
import { chatReplyHtml } from '../lib/ai/chatReply'
import { generateChatReply } from '../lib/ai/gemini'
import { env } from '../lib/env'
import { json, readJson } from '../lib/http'
import { clientAddress, createRateLimiter, minutesText } from '../lib/rateLimit'

/** At most this many FAQs are told to the assistant (the site has about 45; each answer is at most 3000 characters). */
const CHAT_MAX_FAQS = 100

const limiter = createRateLimiter({ name: 'chat', limit: env.CHAT_RATE_LIMIT, windowMs: env.CHAT_RATE_WINDOW_SECONDS * 1000 })

/** GET /api/chat: whether the assistant can answer (asked when a visitor opens it). */
export const chatStatusEndpoint: Endpoint = {
  path: '/chat',
  method: 'get',
  handler: () => json({ available: Boolean(env.GEMINI_API_KEY) }),
}

/**
 * POST /api/chat { messages: [{ role, content }] } → { reply, html }: the reply as the model wrote it (Markdown) and
 * as the panel shows it (safe HTML). Anyone may ask (it is the public site's assistant), within CHAT_RATE_LIMIT
 * questions per address and window. The AI key stays on the server.
 */
export const chatEndpoint: Endpoint = {
  path: '/chat',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    // A malformed request is the sender's to fix whether or not the assistant is set up, so it is read first.
    const read = await readJson(req)
    if (!read.ok) return json({ error: 'Send the conversation as JSON' }, 400)
    const parsed = chatRequestSchema.safeParse(read.body)
    if (!parsed.success) return json({ error: [...new Set(parsed.error.issues.map((i) => i.message))].join('. ') }, 400)
    if (!env.GEMINI_API_KEY) return json({ error: CHAT_UNAVAILABLE_TEXT }, 503)
    const limit = await limiter.hit(req.payload, clientAddress(req.headers, env.TRUSTED_PROXIES))
    if (!limit.allowed) {
      return json(
        { error: `You have asked a lot of questions. Please wait ${minutesText(limit.retryAfterSeconds)} or contact us directly.` },
        429,
        { 'Retry-After': String(limit.retryAfterSeconds) },
      )
    }
    // The firm's facts as the site shows them now: an editor's change reaches the next question. The questions are
    // those visitors can read (active), in the editors' order.
    const [settings, faqs] = await Promise.all([
      req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false }),
      req.payload.find({
        collection: 'faqs',
        where: { active: { equals: true } },
        sort: ['_order', 'id'],
        limit: CHAT_MAX_FAQS,
        depth: 0,
        select: { question: true, answer: true, topic: true },
        overrideAccess: false,
      }),
    ])
    try {
      const reply =
        (await generateChatReply(parsed.data.messages, {
          apiKey: env.GEMINI_API_KEY,
          model: env.GEMINI_MODEL,
          baseUrl: env.GEMINI_BASE_URL,
          instruction: chatInstruction(settings, { faqs: faqs.docs }),
        })) || CHAT_EMPTY_TEXT
      return json({ reply, html: chatReplyHtml(reply) })
    } catch (err) {
      req.payload.logger.error({ msg: 'Chat assistant: the AI provider failed', err })
      return json({ error: CHAT_ERROR_TEXT }, 502)
    }
  },
}
