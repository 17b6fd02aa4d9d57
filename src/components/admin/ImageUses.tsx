import type { UIFieldServerComponent } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { findImageUses, findSettingsUses } from '../../../collections/Media/lib/findImageUses'
import type { ImageUsePlace } from '../../../collections/Media/lib/imageUses'
import { hasRole } from '@/access'
import type { Media } from '@/payload-types'

const PLACES: Record<ImageUsePlace, string> = { cover: 'Cover', text: 'In the text', address: 'By its address' }

/**
 * "Used in" on an image's page: the articles that show it, and where, each linked to its article, and the pages
 * that show it from the site settings (the home page's hero, the contact page's background; linked to the
 * settings). The same reading refuses the image's deletion while the list is not empty
 * (collections/Media/hooks/keepUsedImages.ts).
 */
export const ImageUses: UIFieldServerComponent = async ({ id, data, payload, req }) => {
  if (id === undefined || id === null) return null
  // The edit view has already read the image: its file name and sizes are in the form's data.
  const media = data as Pick<Media, 'filename' | 'sizes'>
  const [uses, settings] = await Promise.all([
    findImageUses(payload, { id: Number(id), filename: media?.filename, sizes: media?.sizes }),
    findSettingsUses(payload, id),
  ])
  const adminRoute = payload.config.routes.admin
  // Only admins may open the site settings: an editor is told where, without a link that leads nowhere.
  const admin = hasRole(req.user, 'admin')
  return (
    <div className="field-type image-uses">
      <span className="field-label">Used in</span>
      {uses.length === 0 && settings.length === 0 ? (
        <p className="field-description image-uses__none">No article uses this image: deleting it changes no page.</p>
      ) : (
        <>
          <ul className="image-uses__list">
            {settings.map((p) => (
              <li key={p.field} className="image-uses__item">
                {admin ? <a href={formatAdminURL({ adminRoute, path: '/globals/site-settings' })}>{p.page}</a> : <span>{p.page}</span>}
                <span className="image-uses__places">
                  {p.role[0]!.toUpperCase() + p.role.slice(1)} · Site settings{admin ? '' : ' (admins)'}
                </span>
              </li>
            ))}
            {uses.map((use) => (
              <li key={use.article} className="image-uses__item">
                <a href={formatAdminURL({ adminRoute, path: `/collections/news-updates/${use.article}` })}>{use.title}</a>
                <span className="image-uses__places">
                  {use.places.map((p) => PLACES[p]).join(' · ')}
                  {use.draftOnly ? ' · Draft only' : ''}
                </span>
              </li>
            ))}
          </ul>
          <p className="field-description">While the site shows this image, it cannot be deleted.</p>
        </>
      )}
    </div>
  )
}
