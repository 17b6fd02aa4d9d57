/**
 * For the tests only (ENABLE_TEST_ROUTES=1): holds a render of /test-held-render after it has read its data, until
 * the test lets it go. A test can then save a change while a render that read the content from before the change is
 * still running, as the SEO crawl's or a visitor's render sometimes is when an editor saves
 * (tests/int/cache-races.test.ts). The page and the route that holds it are compiled apart, so the state lives on
 * globalThis, which the server's one process shares.
 */
type HeldRenders = { held: boolean; waiting: number; release: () => void; released: Promise<void> }

/** A render is never held longer than this, whatever a test does. */
const MAX_HOLD_MS = 20_000
const KEY = Symbol.for('ca-site.held-renders')

function state(): HeldRenders {
  const store = globalThis as typeof globalThis & { [KEY]?: HeldRenders }
  store[KEY] ??= { held: false, waiting: 0, release: () => undefined, released: Promise.resolve() }
  return store[KEY]
}

/** From now on, renders of the test page wait before they finish. */
export function holdRenders(): void {
  const s = state()
  if (s.held) return
  s.held = true
  s.released = new Promise((resolve) => (s.release = resolve))
}

/** Lets every held render finish, and holds no more. */
export function releaseRenders(): void {
  const s = state()
  s.held = false
  s.release()
}

export const heldRenders = (): { held: boolean; waiting: number } => ({ held: state().held, waiting: state().waiting })

/** Called by the test page once it has read its data: waits while renders are held. */
export async function waitWhileHeld(): Promise<void> {
  const s = state()
  if (!s.held) return
  s.waiting++
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([s.released, new Promise((resolve) => (timer = setTimeout(resolve, MAX_HOLD_MS)))])
  } finally {
    clearTimeout(timer)
    s.waiting--
  }
}
