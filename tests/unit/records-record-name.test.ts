import { describe, expect, it } from "vitest"
import { administrativeRecords } from "../../domain/personal/actas-administrativas"
import { aidTypes } from "../../domain/personal/tipos-ayuda"
import { systemUsers } from "../../domain/configuraciones/permisos"
import { recordName } from "../../src/records/record-name"

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

  it("names a record whose key the list does not show by its label alone", () => {
    expect(recordName(administrativeRecords, { id_acta: 3, folio: "AA-1-2026-00003", estado: "Borrador" })).toBe("AA-1-2026-00003")
    expect(recordName(administrativeRecords, { id_acta: 3, folio: null })).toBe("3")
  })
})
