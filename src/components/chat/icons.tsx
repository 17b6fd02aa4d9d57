import { base, type IconProps } from '@/components/icons'

/*
 * The chat panel's own icon. Kept out of components/icons.tsx: an icon there that a client component uses is in the
 * script every page loads (the toasts and the cookie banner take their close icon from it), and the panel's script
 * loads only when the chat is opened.
 */

export const RestartIcon = ({ className }: IconProps) => (
  <svg {...base(className)} viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
    <path d="M3.5 10a6.5 6.5 0 1 0 2-4.7M3.5 3.5v3.5H7" />
  </svg>
)
