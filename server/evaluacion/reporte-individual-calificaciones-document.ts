import type { Content } from "pdfmake/interfaces"
import type { Persona360 } from "../../domain/evaluacion/reporte-calificaciones-360-api"
import type { PersonaOperativa } from "../../domain/evaluacion/reporte-calificaciones-operativas-api"
import { groupLabel } from "../../domain/evaluacion/mis-evaluaciones-vocabulary"
import type { DocumentCompany } from "../documents/company"
import { type CompanyDocumentSpec, facts, heading } from "../documents/frame"
import { dataTable, emptyLine } from "../pdf/blocks"

// The individual grades report's layout (domain/evaluacion/reporte-individual-calificaciones-api.ts),
// rendered on the worker pool as every company document: the person and the cycle, the
// objectives score, the 360 as the EVA360 report computes it (only the groups that may be shown,
// and how many relations were left out), and the operative evaluation as EVA365 reads it. Its
// folio names the cycle and the person (RC-<proyecto>-<empleado>).

const figure = (n: number | null, digits = 2): string =>
  n === null ? "—" : n.toLocaleString("es-MX", { minimumFractionDigits: digits, maximumFractionDigits: digits })
const percent = (n: number | null): string => (n === null ? "—" : `${figure(n)} %`)

export interface IndividualGrades {
  readonly n_proyecto: string
  readonly tipo: string
  readonly fase_actual: string | null
  readonly id_proyecto: number
  readonly id_empleado: number
  readonly colaborador: string
  readonly n_depto: string
  readonly n_puesto: string
  readonly escala: number
  readonly objetivos: number | null
  /** Absent when the cycle has no 360 or the caller may not read it. */
  readonly evaluacion360?: Persona360
  readonly operativa?: PersonaOperativa
}

const groups = (p: Persona360["lineas"][number]): string =>
  p.grupos.length === 0 ? "Sin respuestas que puedan mostrarse" : p.grupos.map((g) => `${groupLabel(g.grupo)} ${figure(g.media)} (${g.evaluadores})`).join(" · ")

const section360 = (r: IndividualGrades, p: Persona360): ReadonlyArray<Content> => {
  const general = p.lineas.find((l) => l.id_competencia === null)
  const hidden = general?.ocultas ?? 0
  return [
    heading("Evaluación 360"),
    dataTable(
      ["Relación", "Evaluadores", `Media (1 a ${r.escala})`],
      (general?.grupos ?? []).map((g) => [groupLabel(g.grupo), String(g.evaluadores), figure(g.media)]),
      ["*", 80, 100],
    ),
    facts([
      ["Calificación 360", general?.media === null || general === undefined ? "—" : `${figure(general.media)} (${percent(general.porcentaje)})`],
      [
        "Anonimato",
        hidden === 0
          ? "Los pares y subordinados se muestran agrupados; ninguna relación se muestra con menos evaluadores que su mínimo."
          : `${hidden === 1 ? "Una relación con respuestas no se muestra" : `${hidden} relaciones con respuestas no se muestran`}: tiene menos evaluadores que su mínimo.`,
      ],
    ]),
    heading("Competencias"),
    p.lineas.some((l) => l.id_competencia !== null)
      ? dataTable(
          ["Competencia", "Relaciones que pueden mostrarse", "Media", "Nivel esperado", "Brecha"],
          p.lineas
            .filter((l) => l.id_competencia !== null)
            .map((l) => [
              l.n_competencia,
              groups(l),
              figure(l.media),
              l.esperado === null ? "No esperado" : `${l.n_nivel_esperado ?? ""} (${figure(l.esperado)})`,
              figure(l.brecha),
            ]),
          [110, "*", 45, 85, 45],
        )
      : emptyLine("El instrumento no liga sus preguntas a competencias"),
  ]
}

const sectionOperative = (p: PersonaOperativa): ReadonlyArray<Content> => [
  heading("Evaluación operativa"),
  facts([
    ["Evaluador", p.n_evaluador ?? "Recursos Humanos"],
    ["Estado", p.estado],
  ]),
  dataTable(
    ["Competencia", "Nivel esperado", "Nivel evaluado", "Peso", "Cumplimiento"],
    p.lineas.map((l) => [
      l.n_competencia,
      `${l.n_nivel_esperado} (${l.valor_esperado})`,
      l.n_nivel_evaluado === null ? "Sin calificar" : `${l.n_nivel_evaluado} (${l.valor_evaluado ?? ""})`,
      percent(l.peso),
      percent(l.cumplimiento),
    ]),
    ["*", 90, 90, 50, 70],
  ),
  facts([["Calificación operativa", percent(p.calificacion)]]),
]

export const individualGradesSpec = (company: DocumentCompany, r: IndividualGrades, fecha: string): CompanyDocumentSpec => ({
  company,
  title: "Reporte individual de calificaciones",
  folio: `RC-${r.id_proyecto}-${r.id_empleado}`,
  fecha,
  body: [
    facts([
      ["Colaborador", r.colaborador],
      ["Puesto", r.n_puesto],
      ["Departamento", r.n_depto],
      ["Proyecto", r.n_proyecto],
      ["Tipo", r.tipo],
      ["Fase", r.fase_actual],
    ]),
    ...(r.tipo === "Objetivos" || r.tipo === "Integral" ? [heading("Objetivos"), facts([["Calificación de objetivos", percent(r.objetivos)]])] : []),
    ...(r.evaluacion360 === undefined ? [] : section360(r, r.evaluacion360)),
    ...(r.operativa === undefined ? [] : sectionOperative(r.operativa)),
  ],
  firmantes: [{ nombre: "Recursos Humanos", cargo: null }],
})
