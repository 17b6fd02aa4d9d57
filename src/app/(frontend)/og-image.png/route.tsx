import { ImageResponse } from 'next/og'

import { OgFirmMark } from '@/components/og/FirmMark'
import { getSiteSettings } from '@/lib/data/settings'
import { SOCIAL_IMAGE_SIZE } from '@/lib/site/metadata'

export const revalidate = 300

/** The site's social-sharing image, 1200 x 630, drawn from the firm's name and tagline. */
export async function GET() {
  const settings = await getSiteSettings()
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 80px',
          background: 'linear-gradient(135deg, #172554 0%, #1e40af 60%, #1d4ed8 100%)',
          color: 'white',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
          <OgFirmMark size={88} />
          <div style={{ fontSize: 30, color: '#d9eaff' }}>Chartered Accountants · Gurgaon</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>{settings.firmName}</div>
          {settings.tagline ? <div style={{ marginTop: 24, fontSize: 32, color: '#d9eaff' }}>{settings.tagline}</div> : null}
        </div>
        <div style={{ fontSize: 26, color: '#d9eaff' }}>Income Tax · GST · Audit · Company Registration · NRI Taxation</div>
      </div>
    ),
    { ...SOCIAL_IMAGE_SIZE },
  )
}
