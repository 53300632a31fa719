import { describe, expect, it } from "vitest"
import { formatDate } from "../../domain/dates"
import { kioskTexts, waitingApprover } from "../../domain/kiosko/kiosko"
import { formatCountOf, formatPesos } from "../../domain/number-format"
import { changeValueText } from "../../domain/personal/movimientos-personal-vocabulary"

// The shared formatters the pages read counts, amounts and dates through, and the sentences
// built on them.

describe("words and values people read", () => {
  it("puts a count's noun in the right number", () => {
    expect(formatCountOf(1, "registro", "registros")).toBe("1 registro")
    expect(formatCountOf(0, "registro", "registros")).toBe("0 registros")
    expect(formatCountOf(1234, "registro", "registros")).toBe("1,234 registros")
  })

  it("shows pesos with separators and dates as dd/mm/aaaa", () => {
    expect(formatPesos(2142.28)).toBe("$2,142.28")
    expect(formatDate("2026-03-09")).toBe("09/03/2026")
    expect(formatDate("2026-03-09T10:00:00.000Z")).toBe("09/03/2026")
    expect(formatDate("sin fecha")).toBe("sin fecha")
  })

  it("shows a movement's salaries in pesos and its other values as stored", () => {
    expect(`${changeValueText("salario_diario", "2142.28")} → ${changeValueText("salario_diario", "2300.00")}`).toBe("$2,142.28 → $2,300.00")
    expect(changeValueText("sdi", "2239.5")).toBe("$2,239.50")
    expect(changeValueText("puesto", "Analista de nómina")).toBe("Analista de nómina")
    expect(changeValueText("salario_diario", null)).toBe("—")
  })

  it("tells a kiosk user who their request waits for", () => {
    const step = { id_autorizacion: 1, nivel: 1, n_autorizador: "Jorge Salas Neri", resultado: null, fecha: null, comentario: null }
    expect(kioskTexts.espera(waitingApprover({ nivel_actual: 1, pasos: [step] }))).toBe("Pendiente de la autorización de Jorge Salas Neri")
    expect(waitingApprover({ nivel_actual: null, pasos: [step] })).toBeNull()
    expect(`Folio 12: En autorización${kioskTexts.revisa("Jorge Salas Neri")}.`).toBe("Folio 12: En autorización, la revisa Jorge Salas Neri.")
    expect(kioskTexts.espera(waitingApprover({ nivel_actual: 2, pasos: [step] }))).toBe("Pendiente de la autorización de su responsable")
  })
})
