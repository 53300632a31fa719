/** One API call as the load benchmarks make it: JSON in, the answer's status and its JSON (or text). */
export const jsonRequest = async (
  url: string,
  init: { readonly token?: string; readonly body?: unknown; readonly method?: string; readonly headers?: Readonly<Record<string, string>> } = {},
): Promise<{ readonly status: number; readonly body: unknown }> => {
  const headers: Record<string, string> = { ...init.headers }
  if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`
  if (init.body !== undefined) headers["content-type"] = "application/json"
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // a non-JSON answer stays text for the message
  }
  return { status: response.status, body }
}
