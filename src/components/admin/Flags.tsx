'use client'

import { Pill } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

/**
 * List columns for the checkboxes editors scan most. Payload shows a checkbox as the code words `true` and `false`;
 * these read as the site treats them. Anything but a ticked box (an unticked one, or none at all from an API write)
 * hides the item from visitors, so it reads "Inactive".
 */
export function ActiveCell({ cellData }: DefaultCellComponentProps) {
  return cellData === true ? (
    <Pill className="flag-pill" pillStyle="success" size="small">
      Active
    </Pill>
  ) : (
    <Pill className="flag-pill" pillStyle="warning" size="small">
      Inactive
    </Pill>
  )
}

/** "Yes" or "No" for a checkbox whose column name says what it means (an article's "Trending"). */
export function YesNoCell({ cellData }: DefaultCellComponentProps) {
  return <span className="flag-yes-no">{cellData === true ? 'Yes' : 'No'}</span>
}
