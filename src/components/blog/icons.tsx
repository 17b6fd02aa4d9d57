import { base, type IconProps } from '@/components/icons'

/*
 * The blog list's and an article's own icons. Kept out of components/icons.tsx: an icon there that a client component
 * uses is in the script every page loads, because the toasts and the cookie banner take their close icon from it.
 */

export const SearchIcon = ({ className }: IconProps) => (
  <svg {...base(className)} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
)

/** The bookmark ribbon, outlined, or `filled` for an article bookmarked (the Bookmark button, the blog's Saved filter). */
export const BookmarkIcon = ({ className, filled = false }: IconProps & { filled?: boolean }) => (
  <svg {...base(className)} viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
    <path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
  </svg>
)
