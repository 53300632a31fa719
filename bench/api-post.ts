// A bench's POST to the real server's API: the answer's `result` (the token for a sign-in), or an
// error naming the path and the server's message.
export const post = async <T>(url: string, path: string, token: string | undefined, body: unknown): Promise<T> => {
  const answer = await fetch(`${url}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  })
  const json = (await answer.json()) as { message?: string; result: T; token?: string }
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${json.message ?? ""}`)
  return (path.endsWith("login") ? json.token : json.result) as T
}
