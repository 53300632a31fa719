import { describe, expect, it } from "vitest"
import { duplicateKeyPath } from "../../server/http/json-duplicates"

describe("repeated keys in a JSON body", () => {
  it.each([
    ['{"a":1,"b":2}', undefined],
    ['{"a":1,"a":2}', "a"],
    ['{"a":{"b":1,"b":2}}', "a.b"],
    ['{"filas":[{"x":1},{"x":2,"y":3,"x":4}]}', "filas.1.x"],
    ['[{"a":1},{"a":1}]', undefined],
    ['{"a":"\\"a\\"","b":"a"}', undefined],
    ['{"a":1,"\\u0061":2}', "a"],
    ['{"x":{"a":1},"y":{"a":1}}', undefined],
    ['{"a\\\\":1,"a":2}', undefined],
    ['{ "a" : [ 1 , { "b" : 2 } ] , "c" : { } , "a" : 3 }', "a"],
    ['"texto"', undefined],
    ["[1,2,3]", undefined],
  ])("%s -> %s", (text, path) => {
    JSON.parse(text)
    expect(duplicateKeyPath(text)).toBe(path)
  })

  it("finds a repeat at the bottom of a body nested thousands deep without recursing", () => {
    const depth = 50_000
    const text = `${'{"a":'.repeat(depth)}{"k":1,"k":2}${"}".repeat(depth)}`
    expect(duplicateKeyPath(text)?.split(".")).toHaveLength(depth + 1)
  })

  it("cuts long keys in the path it answers", () => {
    const key = "x".repeat(10_000)
    expect(duplicateKeyPath(`{"${key}":1,"${key}":2}`)).toBe("x".repeat(40))
  })
})
