import { describe, expect, it } from "vitest"
import { partAnswers } from "../../server/parts/part-answers"
import { routeIndex } from "../../server/parts/route-index"

// A part loads once, whatever the number of first requests that arrive together.

describe("a part's answers", () => {
  it("are one load for concurrent first requests, with an answer for each of its routes", async () => {
    const [a, b] = [partAnswers("dashboard"), partAnswers("dashboard")]
    expect(a).toBe(b)
    const answers = await a
    expect([...answers.keys()].sort()).toEqual(routeIndex.filter((e) => e.part === "dashboard").map((e) => e.name).sort())
    expect(partAnswers("dashboard")).toBe(a)
  })
})
