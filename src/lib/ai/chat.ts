import { z } from 'zod'

/** The chat assistant's texts and limits (spec 01 sections 2, 5 and 8). */
export const CHAT_GREETING =
  "Hello! I'm your financial assistant. Ask me about income tax, GST, company registration, audits or NRI taxation."
export const CHAT_ERROR_TEXT = 'I apologize, but I encountered an error while processing your request. Please try again.'
export const CHAT_EMPTY_TEXT = 'Sorry, I could not generate a response.'
export const CHAT_UNAVAILABLE_TEXT = 'The assistant is not available right now.'
/** Added to an answer the model stopped at its length limit, which would otherwise end mid-sentence without a word. */
export const CHAT_CUT_SHORT_NOTE = '*This answer was cut short. Ask me to go on, or contact us for the full picture.*'
export const CHAT_MAX_MESSAGE = 1000
export const CHAT_MAX_TURNS = 12

/** How the assistant behaves; the firm's own facts follow it (`chatInstruction` in ./chatInstruction.ts). */
export const CHAT_SYSTEM_PROMPT = [
  'You are the website assistant of the chartered accountancy firm described below, whose clients are mostly in',
  'Gurgaon, Delhi NCR and Haryana. Answer general questions about Indian income tax, GST, company registration, audits,',
  'accounting, compliance, licences and NRI taxation clearly and briefly, in plain English, citing sections or forms',
  'where useful. You give general information, not professional advice for a specific case: for anything that depends',
  'on the person’s facts, suggest they contact the firm. Never ask for PAN, Aadhaar, passwords or bank details. If a',
  'question is outside accounting, tax and finance, say so politely.',
].join(' ')

/** How replies are written: the panel shows this much Markdown (src/lib/ai/chatReply.ts) and is 380 px wide. */
export const CHAT_FORMAT_RULES = [
  'Keep answers short: a few sentences or a short list. You may use simple Markdown: **bold**, bullet or numbered',
  'lists, and links written as [words](/path) to the pages of this site listed below. No tables, headings, images or',
  'code blocks. When you mention one of the firm’s services, link its page.',
].join(' ')

export const chatRequestSchema = z
  .object(
    {
      messages: z
        .array(
          z.object(
            {
              role: z.enum(['user', 'assistant'], { error: 'Each message needs a role of user or assistant' }),
              content: z
                .string({ error: 'Each message needs text' })
                .trim()
                .min(1, 'Please type a message')
                .max(CHAT_MAX_MESSAGE, `Messages can be at most ${CHAT_MAX_MESSAGE} characters`),
            },
            { error: 'Each message needs a role and text' },
          ),
          { error: 'Send the conversation as a list of messages' },
        )
        .min(1, 'Please type a message')
        .max(CHAT_MAX_TURNS * 2, `At most ${CHAT_MAX_TURNS * 2} messages per request`),
    },
    // Not an object at all (a list, a text): the same sentence as a conversation that is not a list.
    { error: 'Send the conversation as a list of messages' },
  )
  // An empty conversation has been told to type a message; it needs no second error.
  .refine((v) => v.messages.length === 0 || v.messages.at(-1)?.role === 'user', { message: 'The last message must be the visitor’s', path: ['messages'] })

export type ChatTurn = { role: 'user' | 'assistant'; content: string }

/** The conversation sent to the model: the greeting is not part of it, and only the latest turns are kept. */
export function trimConversation(turns: ChatTurn[], maxTurns = CHAT_MAX_TURNS): ChatTurn[] {
  const recent = turns.slice(-maxTurns)
  const firstUser = recent.findIndex((t) => t.role === 'user')
  return firstUser === -1 ? [] : recent.slice(firstUser)
}
