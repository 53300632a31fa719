import { describe, expect, it } from "vitest"
import { withoutJit } from "../../server/db/client"

describe("withoutJit", () => {
  it("adds the session option to a plain URL and keeps the rest", () => {
    const url = new URL(withoutJit("postgres://postgres@127.0.0.1:5432/capital?sslmode=disable"))
    expect(url.searchParams.get("options")).toBe("-c jit=off")
    expect(url.searchParams.get("sslmode")).toBe("disable")
    expect(url.pathname).toBe("/capital")
    expect(url.username).toBe("postgres")
  })

  it("leaves a URL that sets its own server options as it is", () => {
    const own = "postgres://u@db:5432/x?options=-c%20search_path%3Drh"
    expect(withoutJit(own)).toBe(own)
  })
})
