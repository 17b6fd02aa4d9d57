import { FinishReason, GoogleGenerativeAI } from '@google/generative-ai'

import { CHAT_CUT_SHORT_NOTE, CHAT_SYSTEM_PROMPT, trimConversation, type ChatTurn } from './chat'

export type GeminiOptions = {
  apiKey: string
  model: string
  baseUrl?: string
  timeoutMs?: number
  /** The system instruction (`chatInstruction`, with the firm's facts); the bare behaviour rules when left out. */
  instruction?: string
}

export class ChatProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ChatProviderError'
  }
}

/**
 * One reply from Gemini for the conversation so far, on the server (the key never reaches the browser).
 * Returns '' when the model answers with no text (or was stopped, e.g. by its safety filter); an answer stopped at the
 * length limit ends with CHAT_CUT_SHORT_NOTE. Throws ChatProviderError when the call fails.
 */
export async function generateChatReply(turns: ChatTurn[], options: GeminiOptions): Promise<string> {
  const conversation = trimConversation(turns)
  if (!conversation.length) throw new ChatProviderError('No visitor message to answer')
  const model = new GoogleGenerativeAI(options.apiKey).getGenerativeModel(
    { model: options.model, systemInstruction: options.instruction ?? CHAT_SYSTEM_PROMPT, generationConfig: { maxOutputTokens: 800, temperature: 0.4 } },
    { baseUrl: options.baseUrl, timeout: options.timeoutMs ?? 20_000 },
  )
  try {
    const result = await model.generateContent({
      contents: conversation.map((t) => ({ role: t.role === 'assistant' ? 'model' : 'user', parts: [{ text: t.content }] })),
    })
    const candidate = result.response.candidates?.[0]
    const text = (candidate?.content?.parts ?? []).map((p) => p.text ?? '').join('').trim()
    return text && candidate?.finishReason === FinishReason.MAX_TOKENS ? `${text}…\n\n${CHAT_CUT_SHORT_NOTE}` : text
  } catch (err) {
    throw new ChatProviderError(`Gemini request failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err })
  }
}
