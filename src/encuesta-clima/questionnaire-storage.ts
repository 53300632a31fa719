import type { Saved } from "../../machines/clima-laboral/cuestionario"

// The answers given so far, kept in this tab's storage under the link's token as they are given,
// so a reload or a lost connection does not lose them. Not on the server: an anonymous answer in
// progress stored there would sit beside the link that names its person until it is finished.
// The tab's storage ends with the tab, so a shared device does not keep them; finishing clears them.

const keyOf = (token: string) => `cuestionario-clima:${token}`

export const loadSaved = (token: string): Saved | undefined => {
  if (token === "") return undefined
  try {
    const raw = sessionStorage.getItem(keyOf(token))
    if (raw === null) return undefined
    const parsed = JSON.parse(raw) as Partial<Saved>
    return { respuestas: parsed.respuestas ?? {}, datos: parsed.datos ?? {} }
  } catch {
    return undefined
  }
}

export const keepSaved = (token: string, saved: Saved): void => {
  if (token === "") return
  try {
    sessionStorage.setItem(keyOf(token), JSON.stringify(saved))
  } catch {
    // A full or disabled storage only loses the resumption, never the answers on screen.
  }
}

export const dropSaved = (token: string): void => {
  try {
    sessionStorage.removeItem(keyOf(token))
  } catch {
    // Nothing to drop.
  }
}
