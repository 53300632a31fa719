import { describe, expect, it } from "vitest"
import { contractMessages } from "../../domain/contratos/gestion-contratos-vocabulary"
import { type ContractFacts, beneficiariesProblem, minimumWageProblem, missingContractElements, missingElementsProblem } from "../../domain/rules/contratos-datos"
import { type ContractSpan, maxProbationDays, maxTrainingMonths, overlapProblem, probationProblem, renewalOf, repeatedTrialProblem, trainingProblem } from "../../domain/rules/contratos-periodos"
import { contractState, contractStateNote, daysLeft, expiryAlert, expiryBand, probationAlertDay, probationAlertDue, probationEnd } from "../../domain/rules/contratos-vigencia"
import { folioSeries, formatFolio } from "../../server/documents/folio"

// The contract rules of MODULES-MX §2 (CON210 and the expiry alerts), with its worked example:
// f_fin 2026-12-15 gives 30 (amarillo, notifies) on 11-15, 15 (ámbar) on 11-30, 7 (rojo) on
// 12-08, −1 (Vencido) on 12-16 and 31 (nothing) on 11-14.

const thresholds = [30, 15, 7]

describe("days left, colour and alert (worked example f_fin 2026-12-15)", () => {
  const cases: ReadonlyArray<readonly [string, number, string | null, number | null]> = [
    ["2026-11-14", 31, null, null],
    ["2026-11-15", 30, "amarillo", 30],
    ["2026-11-16", 29, "amarillo", null],
    ["2026-11-30", 15, "ambar", 15],
    ["2026-12-01", 14, "ambar", null],
    ["2026-12-07", 8, "ambar", null],
    ["2026-12-08", 7, "rojo", 7],
    ["2026-12-15", 0, "rojo", null],
    ["2026-12-16", -1, "vencido", null],
  ]
  it.each(cases)("on %s: %i days, %s, alert %s", (today, days, band, alert) => {
    expect(daysLeft("2026-12-15", today)).toBe(days)
    expect(expiryBand(days)).toBe(band)
    // A job that ran every day has sent each threshold above today's count already.
    const sentBefore = thresholds.filter((t) => t > days)
    expect(expiryAlert(days, thresholds, sentBefore)?.threshold ?? null).toBe(alert)
  })
  it("counts across a year end and gives none for an open-ended contract", () => {
    expect(daysLeft("2027-01-05", "2026-12-25")).toBe(11)
    expect(daysLeft(null, "2026-12-25")).toBeNull()
    expect(expiryBand(null)).toBeNull()
  })
})

describe("an alert after missed days", () => {
  it("sends the highest pending threshold once, settling all reached", () => {
    expect(expiryAlert(12, thresholds, [])).toEqual({ threshold: 30, settles: [30, 15] })
    expect(expiryAlert(11, thresholds, [30, 15])).toBeNull()
    expect(expiryAlert(20, thresholds, [])).toEqual({ threshold: 30, settles: [30] })
    expect(expiryAlert(5, thresholds, [30])).toEqual({ threshold: 15, settles: [30, 15, 7] })
  })
  it("never repeats a threshold and stops once ended", () => {
    expect(expiryAlert(30, thresholds, [30])).toBeNull()
    expect(expiryAlert(-1, thresholds, [])).toBeNull()
    expect(expiryAlert(null, thresholds, [])).toBeNull()
  })
})

describe("the state a reader sees", () => {
  const vigente = { estado: "Vigente" as const, f_fin: "2026-12-15", empleado_activo: true }
  it.each([
    ["2026-11-14", "Vigente"],
    ["2026-11-15", "Por vencer"],
    ["2026-12-15", "Por vencer"],
    ["2026-12-16", "Vencido"],
  ] as const)("a Vigente contract on %s is %s", (today, state) => {
    expect(contractState(vigente, today)).toBe(state)
  })
  it("uses the first alert threshold as the edge of Por vencer", () => {
    expect(contractState(vigente, "2026-11-20", 20)).toBe("Vigente")
    expect(contractState(vigente, "2026-11-25", 20)).toBe("Por vencer")
  })
  it("is Vencido only while the person is active, with LFT 39's sentence", () => {
    expect(contractState({ ...vigente, empleado_activo: false }, "2026-12-16")).toBe("Vigente")
    expect(contractStateNote(contractState(vigente, "2026-12-16"))).toBe("El contrato venció y la relación subsiste: se entiende prorrogada (LFT 39)")
    expect(contractStateNote("Vigente")).toBeUndefined()
  })
  it("keeps every other stored state and an open-ended Vigente", () => {
    for (const estado of ["Borrador", "Renovado", "Terminado", "Cancelado"] as const) expect(contractState({ ...vigente, estado }, "2026-12-16")).toBe(estado)
    expect(contractState({ ...vigente, f_fin: null }, "2030-01-01")).toBe("Vigente")
  })
})

describe("the probation alert", () => {
  it("goes out 7 days before f_inicio + dias_prueba − 1", () => {
    expect(probationEnd("2026-03-01", 30)).toBe("2026-03-30")
    expect(probationAlertDay("2026-03-01", 30)).toBe("2026-03-23")
    expect(probationAlertDue("2026-03-01", 30, "2026-03-22", false)).toBe(false)
    expect(probationAlertDue("2026-03-01", 30, "2026-03-23", false)).toBe(true)
    expect(probationAlertDue("2026-03-01", 30, "2026-03-25", false)).toBe(true)
    expect(probationAlertDue("2026-03-01", 30, "2026-03-25", true)).toBe(false)
    expect(probationAlertDue("2026-03-01", 30, "2026-03-31", false)).toBe(false)
  })
})

describe("probation and initial training limits", () => {
  const operative = { tipo_puesto: "O", especializado: false }
  const directive = { tipo_puesto: "D", especializado: false }
  const specialized = { tipo_puesto: "A", especializado: true }
  it.each([
    [operative, 30, undefined],
    [operative, 31, "El periodo de prueba no puede exceder de 30 días (LFT 39-A)"],
    [directive, 180, undefined],
    [directive, 181, contractMessages.prueba180],
    [specialized, 180, undefined],
  ] as const)("%o with %i days: %s", (p, days, message) => {
    expect(probationProblem(days, p)).toBe(message)
  })
  it("gives 3 months, 6 for the same positions (LFT 39-B)", () => {
    expect([maxProbationDays(operative), maxTrainingMonths(operative), maxTrainingMonths(directive), maxTrainingMonths(specialized)]).toEqual([30, 3, 6, 6])
    expect(trainingProblem(3, operative)).toBeUndefined()
    expect(trainingProblem(4, operative)).toBe(contractMessages.capacitacion3)
    expect(trainingProblem(6, directive)).toBeUndefined()
    expect(trainingProblem(7, directive)).toBe(contractMessages.capacitacion6)
  })
  it("never applies twice to one person (LFT 39-D)", () => {
    const trial = { id_contrato: "CT-1-2026-00002", estado: "Borrador", dias_prueba: 30, meses_capacitacion: null }
    const hadTrial = { id_contrato: "CT-1-2025-00001", estado: "Terminado", dias_prueba: 15, meses_capacitacion: null }
    const hadTraining = { ...hadTrial, dias_prueba: null, meses_capacitacion: 3 }
    const plain = { ...hadTrial, dias_prueba: null }
    const message = "El periodo de prueba o de capacitación inicial no puede aplicarse más de una vez (LFT 39-D)"
    expect(repeatedTrialProblem(trial, [hadTrial])).toBe(message)
    expect(repeatedTrialProblem(trial, [hadTraining])).toBe(message)
    expect(repeatedTrialProblem(trial, [plain])).toBeUndefined()
    expect(repeatedTrialProblem(trial, [{ ...hadTrial, estado: "Borrador" }, { ...hadTrial, estado: "Cancelado" }])).toBeUndefined()
    expect(repeatedTrialProblem(trial, [{ ...trial }])).toBeUndefined()
    expect(repeatedTrialProblem({ ...trial, dias_prueba: null }, [hadTrial])).toBeUndefined()
  })
})

describe("overlap of Vigente contracts", () => {
  const candidate: ContractSpan = { id_contrato: "N", estado: "Borrador", f_inicio: "2026-06-01", f_fin: "2026-11-30" }
  const other = (estado: string, f_inicio: string, f_fin: string | null): ContractSpan => ({ id_contrato: "O", estado, f_inicio, f_fin })
  it.each([
    [other("Vigente", "2026-01-01", "2026-05-31"), undefined],
    [other("Vigente", "2026-01-01", "2026-06-01"), contractMessages.traslape],
    [other("Vigente", "2026-11-30", "2027-05-31"), contractMessages.traslape],
    [other("Vigente", "2026-12-01", "2027-05-31"), undefined],
    [other("Vigente", "2025-01-01", null), contractMessages.traslape],
    [other("Borrador", "2026-01-01", "2026-12-31"), undefined],
    [other("Renovado", "2026-01-01", "2026-12-31"), undefined],
  ])("against %o: %s", (o, message) => {
    expect(overlapProblem(candidate, [o])).toBe(message)
  })
  it("an open-ended candidate meets any later Vigente, and never itself", () => {
    expect(overlapProblem({ ...candidate, f_fin: null }, [other("Vigente", "2030-01-01", "2030-06-30")])).toBe(contractMessages.traslape)
    expect(overlapProblem({ ...candidate, estado: "Vigente" }, [{ ...candidate, estado: "Vigente" }])).toBeUndefined()
  })
})

describe("renewal", () => {
  it("starts the day after the previous end and counts one more", () => {
    expect(renewalOf({ f_fin: "2026-12-31", num_renovacion: null }, 3)).toEqual({ f_inicio: "2027-01-01", num_renovacion: 1, warning: undefined })
    expect(renewalOf({ f_fin: "2028-02-28", num_renovacion: 2 }, 3)).toEqual({ f_inicio: "2028-02-29", num_renovacion: 3, warning: undefined })
  })
  it("warns past renovaciones_max_determinado", () => {
    expect(renewalOf({ f_fin: "2026-06-30", num_renovacion: 3 }, 3).warning).toBe("Renovaciones sucesivas pueden configurar una relación por tiempo indeterminado (LFT 39)")
  })
})

describe("beneficiaries, salary and folio", () => {
  it.each([
    [[100], undefined],
    [[50, 50], undefined],
    [[33.33, 33.33, 33.34], undefined],
    [[50, 49.99], contractMessages.beneficiarios],
    [[60, 50], contractMessages.beneficiarios],
    [[], contractMessages.beneficiarios],
  ])("%o → %s", (shares, message) => {
    expect(beneficiariesProblem(shares.map((porcentaje) => ({ porcentaje })))).toBe(message)
  })
  it("takes the zone's minimum as given", () => {
    expect(minimumWageProblem(315.03, 315.04)).toBe(contractMessages.salarioMinimo)
    expect(minimumWageProblem(315.04, 315.04)).toBeUndefined()
    expect(minimumWageProblem(100, null)).toBeUndefined()
  })
  it("numbers a contract CT-{empresa}-{año}-{consec}", () => {
    expect(formatFolio(folioSeries.contrato, 1, 2026, 7)).toBe("CT-1-2026-00007")
  })
})

describe("the LFT 25 elements", () => {
  const complete: ContractFacts = {
    trabajador: { nombre: "Ana Pérez", nacionalidad: "Mexicana", edad: 30, sexo: "M", estado_civil: "Soltera", curp: "PEAA960101MDFRNN09", rfc: "PEAA960101AB1", domicilio: "Calle 1, CDMX" },
    patron: { nombre: "Demo SA de CV", rfc: "DEM010101AB1", domicilio: "Av. 2, CDMX" },
    tipo_contrato: "Tiempo determinado",
    requiere_f_fin: true,
    f_fin: "2026-12-31",
    sujeto_prueba: false,
    dias_prueba: null,
    funciones: "Ventas",
    lugar_prestacion: "Planta León",
    jornada: "Diurna",
    salario_diario: 500,
    forma_pago: "Transferencia",
    dia_pago: "Viernes",
    lugar_pago: "Planta León",
    capacitacion: "Conforme al plan de la empresa",
    descansos_vacaciones: "Domingo; vacaciones de ley",
    beneficiarios: 1,
  }
  it("names nothing for a complete contract", () => {
    expect(missingContractElements(complete)).toEqual([])
    expect(missingElementsProblem(complete)).toBeUndefined()
  })
  it("lists what is missing in the law's order", () => {
    const lacking = { ...complete, trabajador: { ...complete.trabajador, curp: null, estado_civil: " " }, f_fin: null, sujeto_prueba: true, beneficiarios: 0 }
    expect(missingElementsProblem(lacking)).toBe("Faltan datos obligatorios del contrato: estado civil, CURP, duración, periodo de prueba, beneficiarios")
  })
  it("asks for no end or probation where the contract has none", () => {
    expect(missingContractElements({ ...complete, requiere_f_fin: false, f_fin: null })).toEqual([])
  })
})
