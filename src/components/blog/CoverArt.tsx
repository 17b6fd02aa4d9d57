import { COVER_HEIGHT, COVER_WIDTH, coverShapes } from '@/lib/coverArt'

/**
 * An article's drawn cover (src/lib/coverArt.ts), where it has no cover image: the picture the seed draws for its demo
 * articles, inline. Decorative: the card's heading says what the article is. The gradient is the element's background
 * (no `<defs>` id to collide when a page draws two). Where its box is taller than 16:9 (a featured list's wide first
 * card, the picture beside the words), it is cut from the left, keeping the chart on the right in sight.
 */
export function CoverArt({ seed, category, className }: { seed: string; category: string; className?: string }) {
  const {
    palette: [dark, mid, light],
    circles,
    bars,
  } = coverShapes(seed, category)
  return (
    <svg
      data-card-cover=""
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${COVER_WIDTH} ${COVER_HEIGHT}`}
      preserveAspectRatio="xMaxYMid slice"
      className={className}
      style={{ backgroundImage: `linear-gradient(to bottom right, ${dark}, ${mid})` }}
    >
      {circles.map((c, i) => (
        <circle key={i} cx={c.cx} cy={c.cy} r={c.r} fill={c.fill} fillOpacity={c.opacity} />
      ))}
      <rect x="940" y="760" width="580" height="6" fill={light} />
      {bars.map((b, i) => (
        <rect key={i} x={b.x} y={b.y} width="56" height={b.height} rx="8" fill={light} fillOpacity="0.85" />
      ))}
    </svg>
  )
}
