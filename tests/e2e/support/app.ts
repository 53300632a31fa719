import type { Page } from "playwright-core"
import { expect } from "vitest"

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
