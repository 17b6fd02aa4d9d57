'use client'

import { useFormFields } from '@payloadcms/ui'
import { useCallback } from 'react'

import { pagePathStatus } from '@/lib/site/pagePathStatus'

import { fetchOwnTexts, type OwnTexts } from './ownTextsLookup'
import { useApiBase } from './useApiBase'
import { useDelayedAnswer } from './useDelayedAnswer'

export type { OwnTexts }

/**
 * What the page at the page-content form's path shows of its own (title, description, main heading), for the fields
 * that would replace it: undefined while not known yet, null for an address without a page (or when asking failed).
 * Asks once the path typed pauses; `enabled: false` never asks (a component also used on forms without a path).
 */
export function useOwnPageTexts({ enabled = true, delay = 300 }: { enabled?: boolean; delay?: number } = {}): OwnTexts | null | undefined {
  const raw = useFormFields(([fields]) => fields.path?.value)
  const status = pagePathStatus(raw)
  const path = enabled && (status.kind === 'page' || status.kind === 'article') ? status.path : null
  const apiBase = useApiBase()
  const ask = useCallback((p: string) => fetchOwnTexts(apiBase, p), [apiBase])
  const answer = useDelayedAnswer(path, ask, delay)
  return path ? answer : null
}
