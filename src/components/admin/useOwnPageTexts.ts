'use client'

import { useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { pagePathStatus } from '@/lib/site/pagePathStatus'

import { fetchOwnTexts, type OwnTexts } from './ownTextsLookup'
import { useApiBase } from './useApiBase'

export type { OwnTexts }

/**
 * What the page at the page-content form's path shows of its own (title, description, main heading), for the fields
 * that would replace it: undefined while not known yet, null for an address without a page (or when asking failed).
 * Asks once the path typed pauses;
 * `enabled: false` never asks (a component also used on forms without a path).
 */
export function useOwnPageTexts({ enabled = true, delay = 300 }: { enabled?: boolean; delay?: number } = {}): OwnTexts | null | undefined {
  const raw = useFormFields(([fields]) => fields.path?.value)
  const status = pagePathStatus(raw)
  const path = enabled && (status.kind === 'page' || status.kind === 'article') ? status.path : null
  const apiBase = useApiBase()
  const [answer, setAnswer] = useState<{ path: string; texts: OwnTexts | null } | null>(null)

  useEffect(() => {
    if (!path) return
    let current = true
    const timer = setTimeout(() => {
      void fetchOwnTexts(apiBase, path).then((texts) => {
        if (current) setAnswer({ path, texts })
      })
    }, delay)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [path, apiBase, delay])

  if (!path) return null
  // An answer about the path typed before is no answer.
  return answer && answer.path === path ? answer.texts : undefined
}
