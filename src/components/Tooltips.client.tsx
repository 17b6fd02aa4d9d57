'use client'

import { useEffect } from 'react'

import { tooltipDelay } from '@/lib/tooltip'

const controlOf = (node: EventTarget | null): HTMLElement | null => (node instanceof Element ? node.closest<HTMLElement>('[data-tip]') : null)

/**
 * Opens and closes the tooltips of the site's icon-only controls (lib/tooltip: which, when; globals.css: how they look).
 * One set of listeners for the page, however many controls: a tooltip opens 700 ms after the pointer comes to rest on
 * its control (a mouse's or a pen's, not a finger's) or the keyboard reaches it, at once if another closed under 300 ms
 * before; it stays while the pointer is on it or on the control, or the keyboard on the control; it closes when they
 * leave, when the control is pressed, or on Escape (which then does nothing else: a second Escape closes what the
 * control is in), and stays closed until the pointer and the keyboard have left the control (WCAG 1.4.13).
 */
export function Tooltips() {
  useEffect(() => {
    // The control whose tooltip is open or due, and the one pressed or dismissed, which gets none until left.
    let control: HTMLElement | null = null
    let muted: HTMLElement | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let lastClosedAt: number | undefined

    const close = () => {
      clearTimeout(timer)
      if (control?.hasAttribute('data-tip-open')) {
        control.removeAttribute('data-tip-open')
        lastClosedAt = Date.now()
      }
      control = null
    }
    const open = (el: HTMLElement) => {
      if (el === control || el === muted) return
      close()
      control = el
      timer = setTimeout(() => el.setAttribute('data-tip-open', ''), tooltipDelay(Date.now(), lastClosedAt))
    }
    // Left by the pointer or the keyboard: closed unless the other is still on it.
    const left = (el: HTMLElement, stillOn: string) => {
      if (el.matches(stillOn)) return
      if (el === muted) muted = null
      if (el === control) close()
    }

    const onPointerOver = (e: PointerEvent) => {
      const el = controlOf(e.target)
      if (el && e.pointerType !== 'touch') open(el)
    }
    const onPointerOut = (e: PointerEvent) => {
      const el = controlOf(e.target)
      if (el && !(e.relatedTarget instanceof Node && el.contains(e.relatedTarget))) left(el, ':focus-visible')
    }
    const onFocusIn = (e: FocusEvent) => {
      const el = controlOf(e.target)
      if (el?.matches(':focus-visible')) open(el)
    }
    const onFocusOut = (e: FocusEvent) => {
      const el = controlOf(e.target)
      if (el) left(el, ':hover')
    }
    const onPointerDown = (e: PointerEvent) => {
      muted = controlOf(e.target)
      close()
    }
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !control?.hasAttribute('data-tip-open')) return
      e.preventDefault()
      e.stopPropagation()
      muted = control
      close()
    }

    // One signal takes every listener away again.
    const listening = new AbortController()
    const { signal } = listening
    document.addEventListener('pointerover', onPointerOver, { signal })
    document.addEventListener('pointerout', onPointerOut, { signal })
    document.addEventListener('focusin', onFocusIn, { signal })
    document.addEventListener('focusout', onFocusOut, { signal })
    document.addEventListener('pointerdown', onPointerDown, { signal, capture: true })
    // Before the page's own Escape (a menu's, the chat's, a dialog's): the first Escape is the tooltip's.
    window.addEventListener('keydown', onKeyDown, { signal, capture: true })
    return () => {
      close()
      listening.abort()
    }
  }, [])
  return null
}
