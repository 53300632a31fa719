import { describe, expect, it } from "vitest"
import { aidTypes } from "../../domain/records/personal/aid-types"
import { systemUsers } from "../../domain/records/settings/system-users"
import { recordName } from "../../src/records/recordName"

// The second line of a delete or access confirmation: the record's key and its name.

describe("how a confirmation names a record", () => {
  it("gives the key, then the first text column after it", () => {
    expect(recordName(aidTypes, { id_tipo_ayuda: "MED", n_tipo_ayuda: "Gastos médicos", monto_maximo: 5000 })).toBe("MED, Gastos médicos")
    expect(recordName(systemUsers, { id_usuario: "consulta@demo.mx", n_usuario: "Ana Ruiz Soto", n_grupo: "Consulta" })).toBe("consulta@demo.mx, Ana Ruiz Soto")
  })

  it("falls back to the key alone when the name is empty", () => {
    expect(recordName(systemUsers, { id_usuario: "admin@demo.mx", n_usuario: null, n_grupo: "Administrador" })).toBe("admin@demo.mx")
    expect(recordName(aidTypes, { id_tipo_ayuda: "MED", n_tipo_ayuda: "" })).toBe("MED")
  })
})
