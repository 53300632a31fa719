import { Schema } from "effect"
import { ErrorBody } from "../../../domain/api/endpoint"
import { LoginResponse } from "../../../domain/session"

// Small fetch helpers: every answer is read as JSON and checked against the contract's schemas.

export interface Answer {
  readonly status: number
  readonly headers: Headers
  readonly body: unknown
}

export const call = async (
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<Answer> => {
  const headers: Record<string, string> = { ...init.headers }
  if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`
  let body: string | undefined
  if (init.rawBody !== undefined) body = init.rawBody
  else if (init.body !== undefined) body = JSON.stringify(init.body)
  if (body !== undefined) headers["content-type"] ??= "application/json"
  const response = await fetch(`${base}${path}`, { method: init.method ?? (body === undefined ? "GET" : "POST"), headers, body })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // Not JSON (HTML pages): kept as text.
  }
  return { status: response.status, headers: response.headers, body: parsed }
}

export const asError = (answer: { readonly body: unknown }) => Schema.decodeUnknownSync(ErrorBody)(answer.body)

export const signIn = async (base: string, email: string, password: string) => {
  const answer = await call(base, "/api/login", { body: { email, password } })
  if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  return Schema.decodeUnknownSync(LoginResponse)(answer.body)
}

export const demo = {
  admin: { email: "admin@demo.mx", password: "Demo.Admin-2026" },
  consulta: { email: "consulta@demo.mx", password: "Demo.Consulta-2026" },
} as const
