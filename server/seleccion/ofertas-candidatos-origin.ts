import { Effect } from "effect"
import { offers } from "../../domain/seleccion/ofertas-candidatos"
import { formatPesos } from "../../domain/number-format"
import { describeEach } from "../authorizations/describe-each"
import type { OriginSummary } from "../authorizations/origin"
import { fullNameSql } from "../records/person-name"
import { asRecordTable } from "../records/table"
import { typedRows } from "../records/typed-rows"
import { workflowOrigin } from "../records/workflow-origin"
import { offersTable } from "./ofertas-candidatos"

// Offers outside the tabulador as an origin of the authorization engine
// ("OFERTA_FUERA_TABULADOR"): what an approver reads in "Mis autorizaciones" (the candidate, the
// vacancy, the salary beside the puesto's tabulador). The end of the flow is the workflow's: the
// last approval sends the offer (Enviada); a rejection returns it to Borrador with the comment.

const summaryRows = typedRows(offers, ["id_oferta", "folio", "n_candidato", "n_vacante", "salario_diario", "salario_mensual"])

const describe = describeEach(
  "id_oferta",
  (sql, ids) =>
    Effect.flatMap(
      sql<Record<string, unknown>>`
        SELECT t.id_oferta, t.folio, ${sql.literal(fullNameSql("c"))} AS n_candidato, v.titulo AS n_vacante, t.salario_diario, t.salario_mensual
        FROM sel_ofertas t
          JOIN sel_asignaciones a ON a.id_asignacion = t.id_asignacion
          JOIN candidatos c ON c.id_candidato = a.id_candidato
          JOIN vacantes v ON v.id_vacante = a.id_vacante
        WHERE ${sql.in("t.id_oferta", [...ids])}`,
      summaryRows,
    ),
  (o, id): OriginSummary => ({
    folio: o.folio ?? String(id),
    colaborador: o.n_candidato ?? "",
    tipo: "Oferta fuera de tabulador",
    fecha: "",
    detalle: [
      `Vacante: ${o.n_vacante ?? ""}`,
      `Salario diario: ${formatPesos(o.salario_diario ?? 0)}`,
      `Salario mensual: ${formatPesos(o.salario_mensual ?? 0)}`,
    ],
    adjuntos: [],
  }),
)

/** The offer's flow: its outcome is the workflow's (Enviada or back to Borrador). */
export const offerAuthorizationOrigin = workflowOrigin(asRecordTable(offersTable), "enviar", { describe })
