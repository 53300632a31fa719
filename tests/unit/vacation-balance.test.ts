import { describe, expect, it } from "vitest"
import { kioskRequestProblems } from "../../domain/kiosko/kiosko"
import { portalRequestHref } from "../../domain/personal/solicitudes-portal-vocabulary"
import {
  anniversary,
  type VacationBalanceInput,
  vacationBalance,
  vacationRequestProblem,
  vacationRequestTexts,
  workingDaysIn,
} from "../../domain/rules/vacation-balance"

// The kiosk's vacation balance (LFT art. 76, working days, meses_vacas) and the rules a vacation
// request is filed under, as tables.

const base: VacationBalanceInput = { f_antiguedad: "2020-03-10", today: "2026-11-26", meses_vacas: 6, approved: [], pending: [] }

describe("anniversaries and working days", () => {
  it.each([
    ["2020-03-10", 6, "2026-03-10"],
    ["2020-02-29", 1, "2021-02-28"],
    ["2020-02-29", 4, "2024-02-29"],
    ["2020-03-10", -1, "2019-03-10"],
  ])("%s plus %i years is %s", (from, years, expected) => {
    expect(anniversary(from, years)).toBe(expected)
  })

  it.each([
    [{ f_inicio: "2026-11-27", f_fin: "2026-12-01" }, 3], // Friday, then Monday and Tuesday
    [{ f_inicio: "2026-11-28", f_fin: "2026-11-29" }, 0], // a weekend
    [{ f_inicio: "2026-11-16", f_fin: "2026-11-20" }, 4], // the third Monday of November is a rest day
    [{ f_inicio: "2026-12-21", f_fin: "2027-01-08" }, 13], // over Christmas and New Year
  ])("%o has %i working days", (period, days) => {
    expect(workingDaysIn(period)).toBe(days)
  })

  it("counts only the days inside a window", () => {
    expect(workingDaysIn({ f_inicio: "2026-03-06", f_fin: "2026-03-13" }, "2026-03-10", "2026-03-31")).toBe(4)
  })
})

describe("vacation balance", () => {
  it("gives the right of the last completed year, minus the working days taken in the year running", () => {
    const balance = vacationBalance({ ...base, approved: [{ f_inicio: "2026-06-01", f_fin: "2026-06-05" }, { f_inicio: "2025-12-01", f_fin: "2025-12-05" }] })
    // Six years completed on 10/03/2026: the sixth year's 22 days, to be taken until 09/03/2027.
    expect(balance).toMatchObject({ dias_derecho: 22, dias_tomados: 5, dias_disponibles: 17, periodo_desde: "2026-03-10", periodo_hasta: "2027-03-09" })
  })

  it("carries the days the year before took beyond its own right (taken in advance)", () => {
    // The fifth year (10/03/2025 - 09/03/2026) had 20 days; 25 working days were taken.
    const approved = [
      { f_inicio: "2025-06-02", f_fin: "2025-06-27" }, // 20 working days
      { f_inicio: "2026-02-09", f_fin: "2026-02-13" }, // 5 more
    ]
    expect(vacationBalance({ ...base, approved })).toMatchObject({ dias_derecho: 22, dias_tomados: 5, dias_disponibles: 17 })
  })

  it.each([
    // First year, ten months in: no right yet, but the first year's 12 days in advance.
    [{ f_antiguedad: "2026-01-15", meses_vacas: 6 }, { dias_derecho: 0, anticipadas: "1", dias_anticipables: 12, dias_solicitables: 12 }],
    // Five months and 30 days: the sixth month is not complete.
    [{ f_antiguedad: "2026-05-27", meses_vacas: 6 }, { dias_derecho: 0, anticipadas: "0", dias_anticipables: 0, dias_solicitables: 0 }],
    [{ f_antiguedad: "2026-05-26", meses_vacas: 6 }, { dias_derecho: 0, anticipadas: "1", dias_anticipables: 12, dias_solicitables: 12 }],
    // No parameter, or 0: no advance at all.
    [{ f_antiguedad: "2026-01-15", meses_vacas: null }, { anticipadas: "0", dias_solicitables: 0 }],
    [{ f_antiguedad: "2026-01-15", meses_vacas: 0 }, { anticipadas: "0", dias_solicitables: 0 }],
    // Sixth year, eight months in: its 22 days and the seventh year's 22 in advance.
    [{ f_antiguedad: "2020-03-10", meses_vacas: 6 }, { dias_derecho: 22, anticipadas: "1", dias_anticipables: 22, dias_solicitables: 44 }],
    // Hired after today (a future alta): nothing.
    [{ f_antiguedad: "2027-01-04", meses_vacas: 6 }, { dias_derecho: 0, dias_solicitables: 0 }],
  ] as const)("%o gives %o", (input, expected) => {
    expect(vacationBalance({ ...base, ...input })).toMatchObject(expected)
  })

  it("counts the requests still in their flow against what may be requested", () => {
    const balance = vacationBalance({ ...base, meses_vacas: null, pending: [{ f_inicio: "2026-12-07", f_fin: "2026-12-11" }] })
    expect(balance).toMatchObject({ dias_disponibles: 22, dias_en_tramite: 5, dias_solicitables: 17 })
  })
})

describe("a vacation request", () => {
  const noAdvance = { ...base, meses_vacas: null }
  const period = (f_inicio: string, f_fin: string) => ({ f_inicio, f_fin })
  it.each([
    [period("2026-12-02", "2026-12-01"), vacationRequestTexts.fechasInvertidas, false],
    [period("2026-11-25", "2026-11-27"), vacationRequestTexts.inicioPasado, false],
    [period("2027-12-01", "2027-12-03"), vacationRequestTexts.inicioLejano, false],
    [period("2026-12-01", "2027-01-30"), vacationRequestTexts.periodoLargo, false],
    [period("2026-11-28", "2026-11-29"), vacationRequestTexts.sinDiasHabiles, false],
  ] as const)("%o is refused: %s", (p, message, conflict) => {
    expect(vacationRequestProblem(p, noAdvance)).toMatchObject({ message, conflict })
  })

  it("is refused over approved vacations and requests in process, accepted beside them", () => {
    const input = { ...noAdvance, approved: [period("2026-12-07", "2026-12-11")], pending: [period("2026-12-14", "2026-12-16")] }
    expect(vacationRequestProblem(period("2026-12-11", "2026-12-11"), input)?.message).toBe(vacationRequestTexts.traslapeAutorizadas)
    expect(vacationRequestProblem(period("2026-12-16", "2026-12-18"), input)?.message).toBe(vacationRequestTexts.traslapeEnTramite)
    expect(vacationRequestProblem(period("2026-12-17", "2026-12-18"), input)).toBeNull()
    expect(vacationRequestProblem(period("2026-12-04", "2026-12-04"), input)).toBeNull()
  })

  it("takes the balance just up to its limit", () => {
    // 22 days of right, 5 taken: 17 may be requested. 30/11 to 22/12 has 17 working days; to 23/12, 18.
    const input = { ...noAdvance, approved: [period("2026-06-01", "2026-06-05")] }
    expect(workingDaysIn(period("2026-11-30", "2026-12-22"))).toBe(17)
    expect(vacationRequestProblem(period("2026-11-30", "2026-12-22"), input)).toBeNull()
    expect(vacationRequestProblem(period("2026-11-30", "2026-12-23"), input)).toEqual({
      message: vacationRequestTexts.excedeSaldo(18, 17),
      field: "f_fin",
      conflict: true,
    })
  })

  it("may take advance days once meses_vacas months have passed", () => {
    const firstYear = { ...base, f_antiguedad: "2026-01-15" }
    expect(vacationRequestProblem(period("2026-11-27", "2026-12-01"), firstYear)).toBeNull()
    expect(vacationRequestProblem(period("2026-11-27", "2026-12-01"), { ...firstYear, meses_vacas: 11 })?.message).toBe(vacationRequestTexts.excedeSaldo(3, 0))
  })
})

describe("what a kiosk request of each type needs", () => {
  const empty = { f_inicio: null, f_fin: null, detalle: "", monto: null }
  it.each([
    ["VAC", { f_inicio: vacationRequestTexts.fInicioRequerida, f_fin: vacationRequestTexts.fFinRequerida }],
    ["CONSTANCIA", {}],
    ["DATOS", { detalle: "El detalle es requerido" }],
    ["PRESTAMO", { monto: "El monto es requerido", detalle: "El detalle es requerido" }],
    ["AYUDA", { monto: "El monto es requerido", detalle: "El detalle es requerido" }],
  ] as const)("%s", (tipo, problems) => {
    expect(kioskRequestProblems({ ...empty, id_tipo_solicitud: tipo })).toEqual(problems)
  })

  it("links HR to the page that attends each type, prefilled for the person", () => {
    expect(portalRequestHref({ id_solicitud: 7, id_empleado: 42, id_tipo_solicitud: "CONSTANCIA", monto: null })).toBe(
      "/personal/cartas-laborales?id_empleado=42&id_solicitud=7",
    )
    expect(portalRequestHref({ id_solicitud: 8, id_empleado: 42, id_tipo_solicitud: "PRESTAMO", monto: 5000 })).toBe(
      "/personal/prestamos-autorizados?id_empleado=42&id_solicitud=8&monto=5000.00",
    )
    expect(portalRequestHref({ id_solicitud: 9, id_empleado: 42, id_tipo_solicitud: "DATOS", monto: null })).toBe("/personal/gestion-personal?id_empleado=42&id_solicitud=9")
    expect(portalRequestHref({ id_solicitud: 10, id_empleado: 42, id_tipo_solicitud: "VAC", monto: null })).toBeNull()
  })
})
