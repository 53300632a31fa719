import { toDisplayDate } from "../../domain/dates"
import { contractMessages, renewalOrigin } from "../../domain/contratos/gestion-contratos-vocabulary"
import { describeEach } from "../authorizations/describe-each"
import type { AuthorizationOrigin, OriginSummary } from "../authorizations/origin"
import { dateText } from "../records/date-text"
import { numberedNameSql } from "../records/person-name"
import { completeRenewal, rejectRenewal } from "./gestion-contratos-renewal-outcome"

// A contract's renewal past renovaciones_max_determinado as an origin of the authorization engine
// (RENOVACION_CONTRATO): what an approver reads in "Mis autorizaciones" (the new contract's folio
// and period, the renewed one, the count of renewals and the LFT 39 warning). Its id is the
// renewal's serial (renovaciones_contratos); the outcome is ./gestion-contratos-renewal-outcome.ts.

interface SummaryRow extends Record<string, unknown> {
  readonly id_renovacion: number | string
  readonly id_contrato: string
  readonly id_contrato_anterior: string
  readonly f_inicio: string
  readonly f_fin: string | null
  readonly num_renovacion: number | string
  readonly n_tipo_contrato: string
  readonly colaborador: string
}

const day = (iso: string | null): string => (iso === null ? "sin término" : (toDisplayDate(iso) ?? iso))

const describe = describeEach<SummaryRow>(
  "id_renovacion",
  (sql, ids) =>
    sql<SummaryRow>`
      SELECT r.id_renovacion, r.id_contrato, r.id_contrato_anterior, ${sql.literal(dateText(sql, "c.f_inicio"))} AS f_inicio,
        ${sql.literal(dateText(sql, "c.f_fin"))} AS f_fin, c.num_renovacion, cc.n_tipo_contrato, ${sql.literal(numberedNameSql("e"))} AS colaborador
      FROM renovaciones_contratos r
        JOIN contratos c ON c.id_contrato = r.id_contrato
        JOIN catalogo_contratos cc ON cc.id_tipo_contrato = c.id_tipo_contrato
        JOIN empleados e ON e.id_empleado = c.id_empleado
      WHERE ${sql.in("r.id_renovacion", [...ids])}`,
  (r): OriginSummary => ({
    folio: r.id_contrato,
    colaborador: r.colaborador,
    tipo: "Renovación de contrato",
    fecha: r.f_inicio,
    detalle: [
      `Contrato anterior: ${r.id_contrato_anterior}`,
      `Tipo: ${r.n_tipo_contrato}`,
      `Vigencia: del ${day(r.f_inicio)} al ${day(r.f_fin)}`,
      `Renovación número ${Number(r.num_renovacion)}`,
      contractMessages.renovacionesSucesivas,
    ],
    adjuntos: [],
  }),
)

export const renewalAuthorizationOrigin: AuthorizationOrigin = {
  origen: renewalOrigin,
  describe,
  onApproved: (id) => completeRenewal(id),
  onRejected: (id, comentario) => rejectRenewal(id, comentario),
}

