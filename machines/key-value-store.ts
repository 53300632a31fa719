/**
 * The synchronous key-value store the session persists to: `window.localStorage` in the SPA,
 * an in-memory fake in tests. Injected so the machine never touches a browser global.
 */
export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
