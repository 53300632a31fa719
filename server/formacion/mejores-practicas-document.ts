import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { bestPractices } from "../../domain/formacion/mejores-practicas"
import type { EntityOf } from "../../domain/records/descriptor"
import { formatFixed, formatPesos } from "../../domain/number-format"
import { documentMark } from "../../domain/records/workflow"
import { companyOf } from "../documents/company"
import { companyDocument, documentFileName, facts, heading, paragraphs } from "../documents/frame"
import { todayInMexico } from "../organizacion/in-force"
import { dataTable, emptyLine } from "../pdf/blocks"
import { spanishDate } from "../pdf/spanish-date"
import { fullNameSql } from "../records/person-name"
import { typedDocument } from "../records/document"

// The sheet of a best practice (print-mp, FOR320): its general information, team, results with
// the yearly saving, and follow-up, on the responsable's company letterhead. A draft prints
// BORRADOR across its pages (the workflow state's mark).

const day = (iso: string | null): string => (iso === null || iso === "" ? "—" : spanishDate(iso))
const str = (v: unknown): string => (v === null || v === undefined || v === "" ? "—" : String(v))
const num = (v: unknown): string => (v === null || v === undefined ? "—" : formatFixed(Number(v), 2))

/** The sheet of one practice as read (print-mp and the record's own document). */
export const practiceSheetOf = (p: EntityOf<typeof bestPractices>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [owner] = yield* sql<{ id_empresa: number | string }>`SELECT id_empresa FROM empleados WHERE id_empleado = ${p.id_empleado}`
    const company = yield* companyOf(Number(owner?.id_empresa ?? 0))
    const ids = p.integrantes.map((i) => Number(i.id_empleado))
    const team =
      ids.length === 0
        ? []
        : yield* sql<{ nombre: string }>`SELECT ${sql.literal(fullNameSql("e"))} AS nombre FROM empleados e WHERE ${sql.in("e.id_empleado", ids)} ORDER BY nombre`
    const [course] =
      p.id_proyecto_formacion === null ? [] : yield* sql<{ n_curso: string }>`SELECT n_curso FROM proyectos_formacion WHERE id_proyecto = ${p.id_proyecto_formacion}`
    const folio = `MP-${String(p.id_proyecto).padStart(4, "0")}`
    const title = "Mejor práctica"
    const body = [
      heading("Información general"),
      facts([
        ["Título", p.titulo],
        ["Responsable", p.n_responsable],
        ["Integrantes", team.map((t) => t.nombre).join(", ") || null],
        ["Categoría", p.n_categoria],
        ["Departamento", p.n_depto],
        ["Curso de origen", course?.n_curso ?? null],
        ["Inicio", day(p.f_inicio)],
        ["Estado", String(p.estado ?? "")],
      ]),
      heading("Problema"),
      ...paragraphs(p.problema),
      heading("Situación actual"),
      ...(p.situacion_actual === null ? [emptyLine()] : paragraphs(p.situacion_actual)),
      heading("Objetivo"),
      ...paragraphs(p.objetivo),
      heading("Resultados"),
      p.resultados.length === 0
        ? emptyLine()
        : dataTable(
            ["Indicador", "Unidad", "Antes", "Después", "Ahorro anual", "Beneficio cualitativo"],
            [
              ...p.resultados.map((r) => [str(r.indicador), str(r.unidad), num(r.valor_antes), num(r.valor_despues), formatPesos(Number(r.ahorro_anual ?? 0)), str(r.beneficio_cualitativo)]),
              ["Total", "", "", "", formatPesos(Number(p.ahorro_anual ?? 0)), ""],
            ],
            ["*", 50, 55, 55, 75, "*"],
          ),
      heading("Seguimiento"),
      p.seguimiento.length === 0
        ? emptyLine()
        : dataTable(
            ["Fecha", "Avance", "Comentario", "Evidencia"],
            p.seguimiento.map((s) => [day(typeof s.fecha === "string" ? s.fecha : null), `${str(s.avance)} %`, str(s.comentario), str(s.evidencia)]),
            [110, 50, "*", 120],
          ),
    ]
    const mark = documentMark(bestPractices, p)
    return {
      document: companyDocument({
        company,
        title,
        folio,
        fecha: p.f_publicacion ?? (yield* todayInMexico),
        body,
        firmantes: [{ nombre: p.n_responsable ?? "", cargo: "Responsable de la práctica" }],
        ...(mark === undefined ? {} : { marca: mark }),
      }),
      filename: documentFileName(`${title} ${p.titulo}`, folio),
    }
  })

export const practiceSheet = typedDocument(bestPractices, (p) => practiceSheetOf(p))
