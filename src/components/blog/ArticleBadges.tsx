const BADGE = 'rounded-full px-2.5 py-1 font-semibold print:border print:border-slate-400'

/**
 * An article's category and, for a trending one, "Featured": on its card and above its title. The row wraps badge by
 * badge on a narrow screen; a badge's own words break only where no line holds them.
 */
export function ArticleBadges({ category, featured, className = '' }: { category: string; featured?: boolean | null; className?: string }) {
  return (
    <div className={`flex flex-wrap items-center gap-2 text-xs wrap-break-word ${className}`}>
      <span className={`${BADGE} bg-brand-50 text-brand-700`}>{category}</span>
      {featured ? <span className={`${BADGE} bg-amber-100 text-amber-900`}>Featured</span> : null}
    </div>
  )
}
