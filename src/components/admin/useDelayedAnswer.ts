'use client'

import { useEffect, useState } from 'react'

/**
 * The answer `ask` gives for `key`, asked `delay` ms after `key` last changed (a field being typed in asks once the
 * typing pauses): undefined while `key` is null and until the answer about the current key comes; an answer about a key
 * asked before is no answer. `ask` must keep its identity between renders (a module-level lookup, or useCallback).
 */
export function useDelayedAnswer<T>(key: string | null, ask: (key: string) => Promise<T>, delay = 0): T | undefined {
  const [answer, setAnswer] = useState<{ key: string; value: T } | null>(null)

  useEffect(() => {
    if (!key) return
    let current = true
    const timer = setTimeout(() => {
      void ask(key).then((value) => {
        if (current) setAnswer({ key, value })
      })
    }, delay)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [key, ask, delay])

  return answer && answer.key === key ? answer.value : undefined
}
