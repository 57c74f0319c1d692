/** A minimal browser-like HTTP client for benchmarks: keeps cookies, sends the CSRF token. */
export function createHttpClient(baseUrl: string) {
  const cookies = new Map<string, string>();
  let csrf: string | undefined;

  async function send(method: string, path: string, body?: unknown) {
    // As a browser would say of the page's own requests (the server refuses spending GETs otherwise).
    const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET') {
      csrf ??= await fetchCsrf();
      headers['csrf-token'] = csrf;
      headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    // A FormData body sets its own multipart content type (with the boundary).
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
    const res = await fetch(baseUrl + path, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), value.join('='));
    }
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  async function fetchCsrf() {
    const res = await fetch(`${baseUrl}/api/csrfToken`, {
      headers: cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), value.join('='));
    }
    return ((await res.json()) as { csrfToken: string }).csrfToken;
  }

  return {
    /** Points the same session at another address (the same server restarted on a new port). */
    rebase: (url: string) => {
      baseUrl = url;
    },
    /** The session's cookies as a Cookie header, for load generators that send their own requests. */
    cookieHeader: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    get: (path: string) => send('GET', path),
    post: (path: string, body: unknown = {}) => send('POST', path, body),
    put: (path: string, body: unknown = {}) => send('PUT', path, body),
  };
}
