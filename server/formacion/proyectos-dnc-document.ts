import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Content, ContentTable } from "pdfmake/interfaces"
import { dncProjects } from "../../domain/formacion/proyectos-dnc"
import { planLines, planTotals, quartersText, rankedObjectives } from "../../domain/formacion/proyectos-dnc-rules"
import { objectives } from "../../domain/formacion/proyectos-dnc-vocabulary"
import { formatCount, formatPesos } from "../../domain/number-format"
import { documentMark } from "../../domain/records/workflow"
import { companyOf } from "../documents/company"
import { companyDocument, documentFileName, facts, heading } from "../documents/frame"
import { todayInMexico } from "../organizacion/in-force"
import { dataTable } from "../pdf/blocks"
import { spanishDate } from "../pdf/spanish-date"
import { typedDocument } from "../records/document"
import { needGroups } from "./proyectos-dnc-plan"

// "Plan y programas de capacitación" of a DNC project: the data of the STPS's format DC-2
// (Acuerdo DOF 14-06-2013, MODULES-MX §3) [D]: the company (razón social, RFC, registros
// patronales, domicilio), its workers by sex in the centres the project covers, the five
// objectives of LFT art. 153-F ranked by the participants the needs give each, the
// establishments, and the plan's lines by tema (the Plan tab's, from the same groups), with the
// signatures of the employer's representative and of the workers' (Comisión Mixta). A draft
// prints BORRADOR across its pages (the workflow state's mark). The counts are the company's
// whole workforce in those centres, as the format asks, not only the caller's centres.

type Sql = SqlClient.SqlClient

/** The project's centres by their ids, or every active centre of the company when it names none. */
const centresOf = (sql: Sql, id_empresa: number, ids: ReadonlyArray<number>) =>
  ids.length === 0
    ? sql<{ n_centro_trabajo: string; id_registro_patronal: string | null }>`
        SELECT n_centro_trabajo, id_registro_patronal FROM centros_trabajo WHERE id_empresa = ${id_empresa} AND activo = '1' ORDER BY n_centro_trabajo, id_centro_trabajo`
    : sql<{ n_centro_trabajo: string; id_registro_patronal: string | null }>`
        SELECT n_centro_trabajo, id_registro_patronal FROM centros_trabajo WHERE id_empresa = ${id_empresa} AND ${sql.in("id_centro_trabajo", ids)}
        ORDER BY n_centro_trabajo, id_centro_trabajo`

/** Active workers by sex ('H', 'M') in those centres. */
const workersOf = (sql: Sql, id_empresa: number, ids: ReadonlyArray<number>) =>
  Effect.map(
    ids.length === 0
      ? sql<{ sexo: string; n: number | string }>`SELECT sexo, COUNT(*) AS n FROM empleados WHERE id_empresa = ${id_empresa} AND activo = '1' GROUP BY sexo`
      : sql<{ sexo: string; n: number | string }>`
          SELECT sexo, COUNT(*) AS n FROM empleados WHERE id_empresa = ${id_empresa} AND activo = '1' AND ${sql.in("id_centro_trabajo", ids)} GROUP BY sexo`,
    (rows) => {
      const of = (sexo: string) => Number(rows.find((r) => r.sexo === sexo)?.n ?? 0)
      return { hombres: of("H"), mujeres: of("M") }
    },
  )

const day = (iso: string | null): string => (iso === null ? "—" : spanishDate(iso))
const objectiveLabel = (id: string): string => objectives.find((o) => o.id === id)?.label ?? id

export const planDocument = typedDocument(dncProjects, (project) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const company = yield* companyOf(project.id_empresa)
    const ids = project.centros.map((c) => Number(c.id_centro_trabajo))
    const [representative] = yield* sql<{ representante_legal: string | null }>`SELECT representante_legal FROM empresas WHERE id_empresa = ${project.id_empresa}`
    const registros = yield* sql<{ registro_patronal: string }>`
      SELECT registro_patronal FROM empresas_registros_patronales WHERE id_empresa = ${project.id_empresa} AND activo = '1' ORDER BY orden`
    const centres = yield* centresOf(sql, project.id_empresa, ids)
    const workers = yield* workersOf(sql, project.id_empresa, ids)
    const groups = yield* needGroups(project.id_proyecto_dnc ?? 0)
    const lines = planLines(groups)
    const totals = planTotals(lines)
    const folio = `DNC-${project.id_proyecto_dnc ?? 0}`
    const body: Array<Content> = [
      heading("Datos de la empresa"),
      facts([
        ["Nombre o razón social", company.razonSocial],
        ["RFC", company.rfc],
        ["Registros patronales (IMSS)", registros.map((r) => r.registro_patronal).join(", ") || null],
        ["Domicilio", company.domicilio || null],
      ]),
      heading("Plan"),
      facts([
        ["Proyecto", project.n_proyecto],
        ["Año", String(project.anio)],
        ["Vigencia", `Del ${day(project.f_inicio)} al ${day(project.f_cierre)}`],
        ["Estado", project.estado === null ? null : String(project.estado)],
      ]),
      heading("Trabajadores"),
      facts([
        ["Hombres", formatCount(workers.hombres)],
        ["Mujeres", formatCount(workers.mujeres)],
        ["Total", formatCount(workers.hombres + workers.mujeres)],
      ]),
      heading("Objetivos del plan (LFT art. 153-F), en orden de importancia"),
      dataTable(
        ["Lugar", "Objetivo", "Participantes"],
        rankedObjectives(groups).map((o) => [String(o.rank), o.label, formatCount(o.participantes)]),
        [40, "*", 80],
      ),
      heading("Establecimientos"),
      dataTable(
        ["Centro de trabajo", "Registro patronal"],
        centres.map((c) => [c.n_centro_trabajo, c.id_registro_patronal ?? "—"]),
        ["*", 120],
      ),
      heading("Programas: el plan por tema"),
      lines.length === 0
        ? { text: "El proyecto aún no tiene necesidades.", italics: true }
        : {
            ...(dataTable(
            ["Tema", "Objetivo", "Participantes", "Horas", "Modalidad", "Trimestres", "Costo estimado"],
            [
              ...lines.map((l) => [
                l.tema,
                objectiveLabel(l.objetivo_153f).split(".")[0] ?? l.objetivo_153f,
                formatCount(l.participantes),
                formatCount(l.horas),
                l.n_modalidad ?? "Por definir",
                quartersText(l),
                formatPesos(l.costo),
              ]),
              ["Total", "", formatCount(totals.participantes), formatCount(totals.horas), "", "", formatPesos(totals.costo)],
            ],
            ["*", 50, 70, 60, 90, 110, 90],
          ) as ContentTable),
            fontSize: 9,
          },
      {
        text: "Horas: horas de capacitación de cada participante por el número de participantes. Objetivo: fracción del artículo 153-F de la Ley Federal del Trabajo que atiende la mayoría de los participantes del tema.",
        fontSize: 8,
        color: "#555555",
        margin: [0, 4, 0, 0],
      },
    ]
    const mark = documentMark(dncProjects, project)
    const title = "Plan y programas de capacitación"
    return {
      document: companyDocument({
        company,
        title,
        folio,
        // The plan's table of seven columns needs the page's width.
        orientation: "landscape",
        fecha: project.f_autorizacion ?? (yield* todayInMexico),
        body,
        firmantes: [
          { nombre: representative?.representante_legal ?? "", cargo: "Patrón o representante legal" },
          { nombre: "", cargo: "Representante de los trabajadores (Comisión Mixta)" },
        ],
        ...(mark === undefined ? {} : { marca: mark }),
      }),
      filename: documentFileName(title, folio),
    }
  }),
)
