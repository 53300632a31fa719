import type { KeyValueStore } from "../../../machines/key-value-store"

/** An in-memory stand-in for localStorage. */
export class MemoryStore implements KeyValueStore {
  readonly items = new Map<string, string>()
  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [k, v] of Object.entries(initial)) this.items.set(k, v)
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value)
  }
  removeItem(key: string): void {
    this.items.delete(key)
  }
  toJSON(): Record<string, string> {
    return Object.fromEntries(this.items)
  }
}
