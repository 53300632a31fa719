import { Schema } from "effect"
import type { Page } from "playwright-core"
import { expect } from "vitest"
import { createActor } from "xstate"
import { messages } from "../../../domain/messages"
import { LoginResponse } from "../../../domain/session"
import { sessionMachine } from "../../../machines/session"

export const demoAdmin = { email: "admin@demo.mx", password: "Demo.Admin-2026" } as const
export const demoConsulta = { email: "consulta@demo.mx", password: "Demo.Consulta-2026" } as const

/** Presses Tab until the element with this accessible role and name has the focus. */
export const tabTo = async (page: Page, role: "textbox" | "button" | "checkbox", name: string): Promise<void> => {
  const target = page.getByRole(role, { name, exact: true })
  for (let i = 0; i < 30; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press("Tab")
  }
  throw new Error(`Tab never reached ${role} '${name}'`)
}

/** Signs in with the keyboard alone, the way a screen-reader or keyboard user does. */
export const signInByKeyboard = async (
  page: Page,
  baseUrl: string,
  user: { readonly email: string; readonly password: string },
  options: { readonly remember?: boolean } = {},
): Promise<void> => {
  await page.goto(`${baseUrl}/login`)
  await page.getByRole("heading", { name: "Iniciar sesión" }).waitFor()
  await tabTo(page, "textbox", "Usuario")
  await page.keyboard.press("ControlOrMeta+a")
  await page.keyboard.type(user.email)
  await tabTo(page, "textbox", "Contraseña")
  await page.keyboard.type(user.password)
  if (options.remember === true) {
    await tabTo(page, "checkbox", "Recordar")
    const checked = await page.getByRole("checkbox", { name: "Recordar" }).isChecked()
    if (!checked) await page.keyboard.press("Space")
  }
  await tabTo(page, "button", "Iniciar")
  await page.keyboard.press("Enter")
  await page.waitForURL(`${baseUrl}/dashboard`)
}

/**
 * Signs in through the API and hands the session to the page the way the SPA keeps it (the
 * session machine's own storage, written by the machine itself), then opens /dashboard as a
 * sign-in does, or the home page. For a file's setup: the sign-in form by keyboard is the subject of
 * session.test.ts, and typing it again in every file cost seconds of both cores each.
 */
export const signInForSetup = async (
  page: Page,
  baseUrl: string,
  user: { readonly email: string; readonly password: string },
  /** Where the page is left: the dashboard, as a sign-in leaves it, or the light home page for a file that goes on to its own pages. */
  landing: "/dashboard" | "/" = "/dashboard",
): Promise<void> => {
  const answer = Schema.decodeUnknownSync(LoginResponse)(await apiLogin(baseUrl, user))
  const stored = new Map<string, string>()
  const session = createActor(sessionMachine, {
    input: { storage: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v), removeItem: (k) => void stored.delete(k) }, now: () => Date.now() },
  }).start()
  session.send({ type: "SIGNED_IN", response: answer, remember: false, email: user.email })
  session.stop()
  // A document of the app's origin that does not start the app, to write its storage.
  await page.goto(`${baseUrl}/assets/config.json`)
  await page.evaluate((entries) => {
    for (const [key, value] of entries) window.localStorage.setItem(key, value)
  }, [...stored])
  await page.goto(`${baseUrl}${landing}`)
  await page.getByRole("heading", { level: 1, name: landing === "/" ? messages.inicio : "Tablero" }).waitFor()
}

/** The API's answer for a user, fetched directly to compare with what the page shows. */
export const apiLogin = async (baseUrl: string, user: { readonly email: string; readonly password: string }) => {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: user.email, password: user.password }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { token: string; permissions: Array<{ clave: string }> }
}

export const apiGet = async <T>(baseUrl: string, path: string, token: string): Promise<T> => {
  const response = await fetch(`${baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  return ((await response.json()) as { result: T }).result
}

/** Digits of a figure as shown, whatever the thousands separator. */
export const digits = (text: string | null): string => (text ?? "").replace(/[^\d]/g, "")
