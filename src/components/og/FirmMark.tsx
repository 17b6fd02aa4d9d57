/**
 * The firm's mark as the site's social images draw it (next/og): "CA" on a white rounded square, `size` pixels wide.
 * The site's own image (/og-image.png) and an article's share image (/blog/{slug}/share.png) both start with it.
 */
export function OgFirmMark({ size }: { size: number }) {
  return (
    <div
      style={{
        width: size,
        height: size,
        borderRadius: Math.round(size * 0.2),
        background: 'white',
        color: '#172554',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: Math.round(size * 0.45),
        fontWeight: 700,
      }}
    >
      CA
    </div>
  )
}
