/**
 * One page of a collection over REST, as the signed-in user reads it (the admin's cookie goes along): `params` is the
 * query string (where, select, draft, limit...). Throws on an answer that is not a success, so callers tell "none" from
 * "could not ask".
 */
export async function restFind<T = Record<string, unknown>>(
  apiBase: string,
  collection: string,
  params: Record<string, string>,
  signal?: AbortSignal,
  fetcher: typeof fetch = fetch,
): Promise<T[]> {
  const query = new URLSearchParams({ depth: '0', ...params })
  const res = await fetcher(`${apiBase}/${collection}?${query}`, { credentials: 'include', signal })
  if (!res.ok) throw new Error(`${collection}: HTTP ${res.status}`)
  const docs = ((await res.json()) as { docs?: unknown }).docs
  return Array.isArray(docs) ? (docs as T[]) : []
}
