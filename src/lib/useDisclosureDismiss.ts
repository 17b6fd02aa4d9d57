'use client'

import { useEffect, type RefObject } from 'react'

import { closeDisclosure } from '@/lib/focus'

/**
 * Closes a popover made of a native disclosure (the Share list, an article's Contents) on Escape, putting the keyboard
 * back on its button (`trigger`), and at a click anywhere outside it. (Tab past it: `whenFocusLeaves` on the element.)
 */
export function useDisclosureDismiss(details: RefObject<HTMLDetailsElement | null>, trigger: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && details.current?.open) {
        closeDisclosure(details.current)
        trigger.current?.focus()
      }
    }
    const onClick = (e: MouseEvent) => {
      if (!details.current?.contains(e.target as Node)) closeDisclosure(details.current)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
    }
  }, [details, trigger])
}
