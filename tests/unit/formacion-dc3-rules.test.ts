import { describe, expect, it } from "vitest"
import {
  type Dc3Facts,
  dc3Messages,
  dc3Name,
  dc3Problems,
  dc3Standing,
  deliveryLimit,
  filingLimit,
  isOverdue,
  workingDaysAfter,
} from "../../domain/formacion/formatos-dc3-rules"
import { holidays2026 } from "../../domain/contratos/parametros-legales-values"
import { curpMessages } from "../../domain/rules/curp"
import { rfcMessages } from "../../domain/rules/rfc"

// Formatos DC-3 (FOR250): what a DC-3 needs before it prints and its dates, as table tests.

const holidays = holidays2026.map((h) => h.f_inicio)

const valid: Dc3Facts = {
  trabajador: {
    nombre: "Laura",
    apellido_paterno: "Gómez",
    apellido_materno: "Martínez",
    curp: "GOML850314MDFRRR01",
    id_ocupacion_cno: "08.2",
    n_ocupacion_cno: "Administración",
    n_puesto: "Analista de Recursos Humanos",
  },
  empresa: {
    razon_social: "Capacitación Industrial del Norte, S.C.",
    rfc: "CIN150610QW8",
    rfc_validado_sat: false,
    trabajadores: 40,
    representante_legal: "María Fernanda Ríos Delgado",
    representante_patron_cmcap: null,
    representante_trabajadores_cmcap: null,
  },
  curso: {
    n_curso: "Primeros auxilios",
    duracion_horas: 10,
    f_inicio: "2026-11-12",
    f_fin: "2026-11-13",
    area_tematica: "6000",
    agente_tipo: "EXTERNO_MORAL",
    n_agente: "Capacitación Industrial del Norte, S.C.",
    registro_stps: "CIN150610QW8-0012",
    n_instructor: "Rogelio Garza Treviño",
  },
}

type Change = { readonly trabajador?: Partial<Dc3Facts["trabajador"]>; readonly empresa?: Partial<Dc3Facts["empresa"]>; readonly curso?: Partial<Dc3Facts["curso"]> }
const with_ = (c: Change): Dc3Facts => ({
  trabajador: { ...valid.trabajador, ...c.trabajador },
  empresa: { ...valid.empresa, ...c.empresa },
  curso: { ...valid.curso, ...c.curso },
})

describe("the DC-3's checks", () => {
  it("a complete DC-3 has no problem", () => {
    expect(dc3Problems(valid)).toEqual([])
  })

  it.each<[string, Change, string]>([
    ["no name", { trabajador: { nombre: " " } }, dc3Messages.nombre],
    ["no CURP", { trabajador: { curp: null } }, dc3Messages.curp],
    ["an old CURP with a wrong check digit", { trabajador: { curp: "GOML850314MDFRRR09" } }, dc3Messages.curpInvalido(curpMessages.digito)],
    ["a CURP that is no CURP", { trabajador: { curp: "ABC" } }, dc3Messages.curpInvalido(curpMessages.formato)],
    ["a puesto without CNO occupation", { trabajador: { id_ocupacion_cno: null, n_ocupacion_cno: null } }, dc3Messages.ocupacion],
    ["an occupation outside the catalogue", { trabajador: { id_ocupacion_cno: "99.9", n_ocupacion_cno: null } }, dc3Messages.ocupacionCatalogo],
    ["no puesto", { trabajador: { n_puesto: null } }, dc3Messages.puesto],
    ["no razón social", { empresa: { razon_social: "" } }, dc3Messages.razonSocial],
    ["no RFC", { empresa: { rfc: null } }, dc3Messages.rfc],
    ["an RFC with a wrong check digit", { empresa: { rfc: "CIN150610QW9" } }, dc3Messages.rfcInvalido(rfcMessages.digito)],
    ["no course name", { curso: { n_curso: null } }, dc3Messages.curso],
    ["zero hours", { curso: { duracion_horas: 0 } }, dc3Messages.horas],
    ["fractional hours", { curso: { duracion_horas: 7.5 } }, dc3Messages.horas],
    ["an end before the start", { curso: { f_fin: "2026-11-11" } }, dc3Messages.periodo],
    ["an area outside 1000-9000", { curso: { area_tematica: "9500" } }, dc3Messages.area],
    ["no agent", { curso: { n_agente: null } }, dc3Messages.agente],
    ["an external agent without STPS registration", { curso: { registro_stps: null } }, dc3Messages.registro],
    ["no instructor", { curso: { n_instructor: "" } }, dc3Messages.instructor],
    ["no legal representative (50 workers or fewer)", { empresa: { representante_legal: null } }, dc3Messages.patron],
    ["no workers' representative above 50 workers", { empresa: { trabajadores: 51 } }, dc3Messages.trabajadores],
  ])("%s", (_, change, message) => {
    expect(dc3Problems(with_(change))).toEqual([message])
  })

  it("an RFC confirmed on the SAT's portal keeps its check digit", () => {
    expect(dc3Problems(with_({ empresa: { rfc: "CIN150610QW9", rfc_validado_sat: true } }))).toEqual([])
  })

  it("an internal agent or the STPS needs no registration", () => {
    expect(dc3Problems(with_({ curso: { agente_tipo: "INTERNO", registro_stps: null } }))).toEqual([])
    expect(dc3Problems(with_({ curso: { agente_tipo: "STPS", registro_stps: null } }))).toEqual([])
  })

  it("the workers' representative signs only above 50 workers", () => {
    expect(dc3Problems(with_({ empresa: { trabajadores: 50 } }))).toEqual([])
    expect(dc3Problems(with_({ empresa: { trabajadores: 51, representante_trabajadores_cmcap: "Ramón Ibarra Solís" } }))).toEqual([])
    expect(dc3Problems(with_({ empresa: { trabajadores: 51, representante_legal: null, representante_trabajadores_cmcap: "Ramón Ibarra Solís" } }))).toEqual([
      dc3Messages.patronComision,
    ])
  })

  it("lists every problem at once, in the form's order", () => {
    const problems = dc3Problems(with_({ trabajador: { curp: "GOML850314MDFRRR09", n_puesto: null }, curso: { duracion_horas: 0, registro_stps: "" } }))
    expect(problems).toEqual([dc3Messages.curpInvalido(curpMessages.digito), dc3Messages.puesto, dc3Messages.horas, dc3Messages.registro])
  })

  it("prints the name as apellido paterno, materno, nombre(s) in capitals", () => {
    expect(dc3Name(valid.trabajador)).toBe("GÓMEZ MARTÍNEZ LAURA")
    expect(dc3Name({ nombre: "José Luis", apellido_paterno: "Peña", apellido_materno: null })).toBe("PEÑA JOSÉ LUIS")
  })
})

describe("the delivery limit: 20 working days after the course", () => {
  it.each([
    // Friday 13 November 2026, before Monday 16 (Revolución): MODULES-MX §3's own example.
    ["2026-11-13", "2026-12-14"],
    // A Monday with no holiday ahead: four whole weeks.
    ["2026-06-01", "2026-06-29"],
    // Christmas falls inside.
    ["2026-12-01", "2026-12-30"],
    // Over the year's end: 1 January 2026 is stored, 2027's is not (only the dated parameters count).
    ["2025-12-19", "2026-01-19"],
    // A course ending on a Saturday counts from the Monday after.
    ["2026-03-07", "2026-04-06"],
  ])("a course ending %s is handed over by %s", (end, limit) => {
    expect(deliveryLimit(end, holidays)).toBe(limit)
  })

  it("without the holiday, the Friday before it ends four weeks later", () => {
    expect(deliveryLimit("2026-11-13", [])).toBe("2026-12-11")
  })

  it("counts working days only", () => {
    expect(workingDaysAfter("2026-11-13", 1, holidays)).toBe("2026-11-17")
    expect(workingDaysAfter("2026-11-13", 0, holidays)).toBe("2026-11-13")
  })

  it("the DC-4 is filed 60 working days after the plan year", () => {
    expect(filingLimit(2025, holidays)).toBe("2026-03-30")
  })

  it.each([
    [{ folio_dc3: null, f_limite_entrega: "2026-12-14", f_entrega: null }, "2026-12-14", "Sin emitir"],
    [{ folio_dc3: null, f_limite_entrega: "2026-12-14", f_entrega: null }, "2026-12-15", "Vencida"],
    [{ folio_dc3: "DC3-1-2026-00001", f_limite_entrega: "2026-12-14", f_entrega: null }, "2026-12-01", "Emitida"],
    [{ folio_dc3: "DC3-1-2026-00001", f_limite_entrega: "2026-12-14", f_entrega: null }, "2026-12-15", "Vencida"],
    [{ folio_dc3: "DC3-1-2026-00001", f_limite_entrega: "2026-12-14", f_entrega: "2026-12-20" }, "2027-01-15", "Entregada"],
  ] as const)("%o on %s is %s", (row, today, standing) => {
    expect(dc3Standing(row, today)).toBe(standing)
    expect(isOverdue(row.f_limite_entrega, row.f_entrega, today)).toBe(standing === "Vencida")
  })
})
