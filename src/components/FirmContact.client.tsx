'use client'

import { createContext, useContext, type ReactNode } from 'react'

export type FirmContact = { phone: string | null; email: string }

const Context = createContext<FirmContact | null>(null)

/** Makes the firm's phone and e-mail available to client views that cannot fetch them (the error screen). */
export function FirmContactProvider({ value, children }: { value: FirmContact; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export const useFirmContact = () => useContext(Context)
