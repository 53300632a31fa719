// What the kiosk's API client (src/kiosko/kiosk-api.ts) needs of its session: the token to send
// and what a 401 does. The session (src/kiosko/kiosk-app.ts) fills them in; the client loads
// later, on the first call, and reads them here rather than importing the session back.

export const kioskLink = {
  token: (): string | null => null,
  unauthorized: (): void => undefined,
}
