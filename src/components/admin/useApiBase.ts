'use client'

import { useConfig } from '@payloadcms/ui'

/** The REST API's base address in the admin (`serverURL` + the API route), for `restFind` and the lookups. */
export function useApiBase(): string {
  const {
    config: { serverURL, routes },
  } = useConfig()
  return `${serverURL}${routes.api}`
}
