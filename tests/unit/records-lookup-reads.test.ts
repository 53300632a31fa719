import { describe, expect, it } from "vitest"
import { type LookupKey, shareReads } from "../../machines/records/lookup-calls"
import type { Loaded } from "../../machines/records/loaded-resource"

// The pickers and labelled cells of a page share their catalogue reads (machines/records/lookup-calls.ts).

const key: LookupKey = { tabla: "vt_lista_empleados", idColumn: "id_empleado", labelColumn: "n_empleado" }

const counting = (answers: Array<Loaded<string>>) => {
  const asked: Array<LookupKey> = []
  const read = (k: LookupKey) => {
    asked.push(k)
    return Promise.resolve(answers.shift() ?? { kind: "loaded" as const, value: "otra" })
  }
  return { asked, read }
}

describe("shareReads", () => {
  it("asks once for 300 cells of one catalogue, and again for another key", async () => {
    const { asked, read } = counting([{ kind: "loaded", value: "empleados" }])
    const shared = shareReads(read)
    const answers = await Promise.all(Array.from({ length: 300 }, () => shared(key)))
    expect(new Set(answers.map((a) => (a.kind === "loaded" ? a.value : "")))).toEqual(new Set(["empleados"]))
    await shared({ ...key, column: "id_empresa", value: "1" })
    expect(asked).toHaveLength(2)
  })

  it("keeps an answer for its time only, and never a failed read", async () => {
    let clock = 0
    const { asked, read } = counting([{ kind: "failed", message: "Ocurrió un error al obtener la información" }, { kind: "loaded", value: "a" }, { kind: "loaded", value: "b" }])
    const shared = shareReads(read, 5_000, () => clock)
    expect((await shared(key)).kind).toBe("failed")
    expect(await shared(key)).toEqual({ kind: "loaded", value: "a" })
    clock = 4_999
    expect(await shared(key)).toEqual({ kind: "loaded", value: "a" })
    clock = 5_001
    expect(await shared(key)).toEqual({ kind: "loaded", value: "b" })
    expect(asked).toHaveLength(3)
  })
})
