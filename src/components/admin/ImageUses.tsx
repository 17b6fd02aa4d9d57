import type { UIFieldServerComponent } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { findImageUses, isHeroImage } from '../../../collections/Media/lib/findImageUses'
import type { ImageUsePlace } from '../../../collections/Media/lib/imageUses'
import { hasRole } from '@/access'
import type { Media } from '@/payload-types'

const PLACES: Record<ImageUsePlace, string> = { cover: 'Cover', text: 'In the text', address: 'By its address' }

/**
 * "Used in" on an image's page: the articles that show it, and where, each linked to its article, and the home page
 * when the image is its hero picture (linked to the site settings). The same reading refuses the image's deletion
 * while the list is not empty (collections/Media/hooks/keepUsedImages.ts).
 */
export const ImageUses: UIFieldServerComponent = async ({ id, data, payload, req }) => {
  if (id === undefined || id === null) return null
  // The edit view has already read the image: its file name and sizes are in the form's data.
  const media = data as Pick<Media, 'filename' | 'sizes'>
  const [uses, hero] = await Promise.all([
    findImageUses(payload, { id: Number(id), filename: media?.filename, sizes: media?.sizes }),
    isHeroImage(payload, id),
  ])
  const adminRoute = payload.config.routes.admin
  // Only admins may open the site settings: an editor is told where, without a link that leads nowhere.
  const admin = hasRole(req.user, 'admin')
  return (
    <div className="field-type image-uses">
      <span className="field-label">Used in</span>
      {uses.length === 0 && !hero ? (
        <p className="field-description image-uses__none">No article uses this image: deleting it changes no page.</p>
      ) : (
        <>
          <ul className="image-uses__list">
            {hero ? (
              <li className="image-uses__item">
                {admin ? (
                  <a href={formatAdminURL({ adminRoute, path: '/globals/site-settings' })}>Home page</a>
                ) : (
                  <span>Home page</span>
                )}
                <span className="image-uses__places">Hero image · Site settings{admin ? '' : ' (admins)'}</span>
              </li>
            ) : null}
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
