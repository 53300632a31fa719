import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { administrativeRecords } from "../../domain/personal/actas-administrativas"
import { oneMonthAfter } from "../../domain/dates"
import { createSchema } from "../../domain/records/descriptor"
import { actaMessages } from "../../domain/personal/actas-administrativas-rules"
import { witnessesProblem } from "../../domain/personal/person-rows"
import { fraccionOfCatalogue, rescissionNoticeDue } from "../../domain/rules/lft-47"
import { pastPrescription } from "../../domain/rules/lft-517"
import { exceedsLimit, stateAfterReturn } from "../../domain/personal/propiedades-empresas-rules"
import { signedDocumentKindOf } from "../../server/personal/signed-document-kind"
import { pngImage } from "../support/images"

// The pure rules of issue 14's property and actas (DOMAIN-MX 4.3, 4.4): the two witnesses, the
// one-month prescription of LFT art. 517-I, the five working days of the rescission notice, the
// limit of responsiva, the state after a return, the acta's suspension rules as the schemas
// decode them, and the signed scan's kind by its bytes.

describe("an acta's witnesses", () => {
  const ana = { id_empleado: null, nombre: "Ana Ruiz" }
  it.each([
    ["two outsiders", [ana, { id_empleado: null, nombre: "Luis Pérez" }], undefined],
    ["an employee and an outsider", [{ id_empleado: 7, nombre: null }, ana], undefined],
    ["one witness", [ana], actaMessages.testigos],
    ["the same name twice, accents and case aside", [ana, { id_empleado: null, nombre: " ana  RUÍZ " }], actaMessages.testigos],
    ["the same employee twice", [{ id_empleado: 7, nombre: null }, { id_empleado: "7", nombre: null }], actaMessages.testigos],
    ["the employee the acta is about", [{ id_empleado: 3, nombre: null }, ana], actaMessages.testigos],
    ["a row naming nobody", [ana, { id_empleado: null, nombre: "  " }], actaMessages.testigos],
  ])("%s", (_label, rows, expected) => {
    expect(witnessesProblem(3, rows, actaMessages.testigos)).toBe(expected)
  })
})

describe("LFT art. 517-I: one month from the day the employer learned of the facts", () => {
  it.each([
    ["2026-01-31", "2026-02-28"],
    ["2024-01-31", "2024-02-29"],
    ["2026-12-15", "2027-01-15"],
    ["2026-03-10", "2026-04-10"],
  ])("one month after %s is %s", (from, to) => {
    expect(oneMonthAfter(from)).toBe(to)
  })
  it("warns only after that day", () => {
    expect(pastPrescription("2026-03-10", "2026-04-10")).toBe(false)
    expect(pastPrescription("2026-03-10", "2026-04-11")).toBe(true)
  })
})

describe("the rescission notice's last day", () => {
  it("is five working days after the acta, past weekends and LFT art. 74 rest days", () => {
    expect(rescissionNoticeDue("2026-06-10")).toBe("2026-06-17")
    expect(rescissionNoticeDue("2026-09-14")).toBe("2026-09-22")
  })
})

describe("XIV Bis", () => {
  it("is the catalogue's XIVB on the acta's wire", () => {
    expect(fraccionOfCatalogue("XIVB")).toBe("XIV Bis")
    expect(fraccionOfCatalogue("XI ")).toBe("XI")
  })
})

describe("the limit of responsiva", () => {
  it("bounds the total value of a person's open loans; none while the parameter is empty or zero", () => {
    expect(exceedsLimit(20_000, 5_000, 25_000)).toBe(false)
    expect(exceedsLimit(20_000, 5_000.01, 25_000)).toBe(true)
    expect(exceedsLimit(1_000_000, 1, null)).toBe(false)
    expect(exceedsLimit(1_000_000, 1, 0)).toBe(false)
  })
  it("sends an asset returned with a major damage to repair", () => {
    expect(stateAfterReturn("Daño mayor")).toBe("En reparación")
    expect(stateAfterReturn("Daño menor")).toBe("Disponible")
  })
})

describe("the acta's suspension as its schema decodes it", () => {
  const base = {
    id_empleado: 1,
    f_hechos: "2026-06-08",
    hora_hechos: "09:15",
    f_conocimiento: "2026-06-08",
    f_acta: "2026-06-09",
    lugar: "Almacén",
    id_tipo_falta: null,
    fraccion_lft47: "XI",
    descripcion_hechos: "El colaborador se negó a cumplir la instrucción recibida.",
    declaracion_trabajador: null,
    se_nego_declarar: "1",
    participantes: [{ id_empleado: null, nombre: "Ana Ruiz", rol: "Recursos Humanos" }],
    testigos: [
      { id_empleado: null, nombre: "Luis Pérez" },
      { id_empleado: null, nombre: "Marta Díaz" },
    ],
    sancion: "SU",
    dias_suspension: 8,
    f_inicio_suspension: "2026-06-10",
  }
  const messagesOf = (body: Record<string, unknown>): ReadonlyArray<string> => {
    const decoded = Schema.decodeUnknownEither(createSchema(administrativeRecords), { errors: "all" })(body)
    return Either.isRight(decoded) ? [] : [decoded.left.message]
  }
  it("takes 1 to 8 days, refuses 9 and a suspension without its first day", () => {
    expect(messagesOf(base)).toEqual([])
    expect(messagesOf({ ...base, dias_suspension: 9 }).join(" ")).toContain(actaMessages.suspensionMaxima)
    expect(messagesOf({ ...base, dias_suspension: 0 }).join(" ")).toContain(actaMessages.suspensionMinima)
    expect(messagesOf({ ...base, f_inicio_suspension: null }).join(" ")).toContain(actaMessages.inicioSuspension)
    expect(messagesOf({ ...base, sancion: "AE" }).join(" ")).toContain(actaMessages.sinSuspension)
  })
})

describe("the signed scan is judged by its bytes", () => {
  const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n")
  it.each([
    ["a PDF", pdf, "application/pdf"],
    ["a PNG", new Uint8Array(pngImage()), "image/png"],
    ["text named .pdf", new TextEncoder().encode("no soy un PDF, aunque lo diga mi nombre"), null],
    ["a PDF header without its end", new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\n"), null],
  ])("%s", (_label, bytes, kind) => {
    expect(signedDocumentKindOf(bytes)).toBe(kind)
  })
})
