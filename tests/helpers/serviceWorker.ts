import vm from 'node:vm'

/** A navigation or other request as a service worker's fetch event carries it. */
export type WorkerRequest = { url: string; method?: string; mode?: string }

/**
 * Runs a service worker's source text in a fresh JavaScript context with a stand-in for the browser's worker
 * scope, whose `fetch` is `network`. `navigate` dispatches a fetch event and returns what the worker answered, or
 * null when it let the browser handle the request.
 */
export function loadWorker(source: string, network: (request: WorkerRequest) => Promise<Response>, origin = 'http://localhost:3000') {
  const listeners = new Map<string, (event: any) => void>()
  const scope = {
    location: { origin },
    registration: { navigationPreload: { enable: async () => undefined } },
    clients: { claim: async () => undefined },
    skipWaiting: async () => undefined,
    fetch: network,
    addEventListener: (type: string, listener: (event: any) => void) => listeners.set(type, listener),
  }
  vm.runInNewContext(source, { self: scope, URL, Response, JSON })
  return {
    events: [...listeners.keys()],
    async dispatch(request: WorkerRequest, preloadResponse?: Promise<Response | undefined>): Promise<Response | null> {
      let answer: Promise<Response> | null = null
      listeners.get('fetch')?.({
        request: { method: 'GET', mode: 'navigate', ...request },
        preloadResponse,
        respondWith: (response: Promise<Response>) => {
          answer = response
        },
      })
      return answer
    },
  }
}

/** A network that is down, as `fetch` fails in a browser without a connection. */
export const offlineNetwork = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch')
}
