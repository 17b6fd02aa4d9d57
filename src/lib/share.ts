/** Article sharing and the reading progress (spec 01 sections 4 and 7); bookmarks are lib/bookmarks.ts. */
export const SHARE_POPUP = { width: 600, height: 400 } as const
export const COPIED_MS = 2000

export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin' | 'whatsapp'

export function shareUrl(network: ShareNetwork, pageUrl: string, title: string): string {
  const u = encodeURIComponent(pageUrl)
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`
    case 'whatsapp':
      // WhatsApp's documented link with a prefilled message and no number: the visitor picks the chat.
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${pageUrl}`)}`
  }
}

/** Window features for a centred 600x400 popup. */
export function popupFeatures(screenWidth: number, screenHeight: number): string {
  const left = Math.max(0, Math.round((screenWidth - SHARE_POPUP.width) / 2))
  const top = Math.max(0, Math.round((screenHeight - SHARE_POPUP.height) / 2))
  return `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},noopener,noreferrer`
}

/** Percent of the page scrolled, clamped to 0-100. */
export function scrollPercent(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const max = scrollHeight - viewportHeight
  if (max <= 0) return 100
  return Math.min(100, Math.max(0, Math.round((scrollTop / max) * 100)))
}
