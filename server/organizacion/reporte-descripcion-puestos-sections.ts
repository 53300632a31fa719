import type { Content } from "pdfmake/interfaces"
import type { SeccionDescripcion } from "../../domain/organizacion/reporte-descripcion-puestos-api"
import { toDisplayDate } from "../../domain/dates"
import { type JobProfile, tipoPuestoNames } from "../../domain/organizacion/gestionar-puestos-profile"
import { dataTable, emptyLine, labelledValues, subHeading } from "../pdf/blocks"
import type { Ocupante } from "./reporte-descripcion-puestos-occupants"

// The body of each section of a printed job description (DOMAIN-MX 3.5), from the whole profile
// that job-profile-read.ts answers. A chosen section with nothing recorded still prints its
// heading and says so: a printed description that silently lacks a section reads as complete.
// The perfil prints no age and no sex: LFT art. 133 forbids refusing a worker for either.

const money = new Intl.NumberFormat("es-MX", { style: "currency", currency: "MXN" })
const plain = new Intl.NumberFormat("es-MX", { maximumFractionDigits: 2 })

const moneyText = (v: number | null): string | null => (v === null ? null : money.format(v))
const numberText = (v: number | null): string | null => (v === null ? null : plain.format(v))

const rowsOr = (rows: ReadonlyArray<ReadonlyArray<string>>, table: () => Content): Content => (rows.length === 0 ? emptyLine() : table())

const generales = ({ generales: g }: JobProfile): Content => {
  const tabulador =
    g.salario_min === null && g.salario_max === null ? null : `${moneyText(g.salario_min) ?? "—"} a ${moneyText(g.salario_max) ?? "—"}`
  return [
    labelledValues([
      ["Clave", g.id_puesto],
      ["Puesto", g.n_puesto],
      ["Departamento / área", g.n_depto],
      ["Nivel", g.n_nivel_puesto],
      ["Reporta a", g.n_puesto_jefe],
      ["Tipo de puesto", tipoPuestoNames[g.tipo_puesto] ?? g.tipo_puesto],
      ["Riesgo de puesto", g.n_riesgo_puesto ?? g.riesgo_puesto],
      ["Tabulador salarial", tabulador],
      ["Plazas autorizadas / ocupadas", `${g.plazas_autorizadas} / ${g.plazas_ocupadas}`],
      ["Estado", g.activo === "1" ? "Activo" : "Inactivo"],
    ]),
    subHeading("Objetivo del puesto"),
    g.objetivo === null || g.objetivo.trim() === "" ? emptyLine() : { text: g.objetivo, margin: [0, 0, 0, 4] },
  ]
}

const perfil = ({ perfil: p }: JobProfile): Content =>
  p === null
    ? emptyLine()
    : labelledValues([
        ["Escolaridad", p.n_escolaridad],
        ["Carrera", p.carrera],
        ["Especialidad", p.especialidad],
      ])

const experiencia = ({ experiencia: rows }: JobProfile): Content => {
  const body = rows.map((r) => [r.area_o_puesto, r.anios_min === 1 ? "1 año" : `${r.anios_min} años`])
  return rowsOr(body, () => dataTable(["Área o puesto", "Experiencia mínima"], body, ["*", 110]))
}

const idiomas = ({ idiomas: rows }: JobProfile): Content => {
  const body = rows.map((r) => [r.n_idioma, r.lectura, r.escritura, r.conversacion])
  return rowsOr(body, () => dataTable(["Idioma", "Lectura", "Escritura", "Conversación"], body, ["*", 80, 80, 80]))
}

const finalidades = ({ finalidades: rows }: JobProfile): Content => {
  const body = rows.map((r, i) => [String(i + 1), r.descripcion, r.frecuencia])
  return rowsOr(body, () => dataTable(["#", "Finalidad", "Frecuencia"], body, [18, "*", 70]))
}

const software = ({ software: rows }: JobProfile): Content => {
  const body = rows.map((r) => [r.n_software, r.nivel])
  return rowsOr(body, () => dataTable(["Software", "Nivel"], body, ["*", 110]))
}

const competencias = ({ competencias: c }: JobProfile): Content => {
  const groups = [
    ["Competencias organizacionales", c.organizacionales],
    ["Competencias técnicas", c.tecnicas],
    ["Competencias operativas", c.operativas],
  ] as const
  return groups.flatMap(([title, rows]): Array<Content> => {
    const body = rows.map((r) => [r.n_competencia, r.n_nivel, `${plain.format(r.peso)} %`])
    return [subHeading(title), rowsOr(body, () => dataTable(["Competencia", "Nivel esperado", "Peso"], body, ["*", 120, 60]))]
  })
}

const relaciones = ({ relacionesInternas, relacionesExternas }: JobProfile): Content => {
  const internas = relacionesInternas.map((r) => [
    r.n_depto ?? (r.n_puesto_relacion === null ? "—" : `Puesto: ${r.n_puesto_relacion}`),
    r.motivo,
    r.frecuencia,
  ])
  const externas = relacionesExternas.map((r) => [r.entidad, r.motivo, r.frecuencia])
  return [
    subHeading("Relaciones internas"),
    rowsOr(internas, () => dataTable(["Con", "Motivo", "Frecuencia"], internas, [150, "*", 70])),
    subHeading("Relaciones externas"),
    rowsOr(externas, () => dataTable(["Entidad", "Motivo", "Frecuencia"], externas, [150, "*", 70])),
  ]
}

const entornos = ({ entornos: rows }: JobProfile): Content => {
  const body = rows.map((r) => [r.condicion, r.exposicion, r.epp ?? "—"])
  return rowsOr(body, () => dataTable(["Condición", "Exposición", "Equipo de protección personal"], body, ["*", 70, "*"]))
}

const dimensiones = ({ dimensiones: d }: JobProfile): Content =>
  d === null
    ? emptyLine()
    : labelledValues([
        ["Personal directo", numberText(d.personal_directo)],
        ["Personal indirecto", numberText(d.personal_indirecto)],
        ["Presupuesto", moneyText(d.presupuesto)],
        ["Ventas", moneyText(d.ventas)],
        ["Activos bajo resguardo", moneyText(d.activos_resguardo)],
      ])

/** The body of one section of one puesto (its heading is the document's). */
export const sectionBody: Readonly<Record<SeccionDescripcion, (profile: JobProfile) => Content>> = {
  generales,
  perfil,
  experiencia,
  idiomas,
  finalidades,
  software,
  competencias,
  relaciones,
  entornos,
  dimensiones,
}

/** Who sits today in the puesto's positions (those of the caller's work centres). */
export const occupantsBody = (rows: ReadonlyArray<Ocupante>): Content => {
  const body = rows.map((r) => [r.n_posicion, r.n_empleado, r.n_centro_trabajo, toDisplayDate(r.desde) ?? r.desde])
  return rowsOr(body, () => dataTable(["Posición", "Colaborador", "Centro de trabajo", "Desde"], body, ["*", "*", "*", 60]))
}
