import type { SqlClient } from "@effect/sql"
import { type CatalogRow, catalogNames } from "../../domain/api/catalogs"
import { employeeCatalogNames, sharedLookups } from "../../domain/personal/employee-lookups"
import { offerPreHireCatalogNames } from "../../domain/seleccion/pre-alta-candidatos-lookups"
import type { Principal } from "../auth/principal"
import { addCatalogues, catalogQuery, grantCatalogues, intId, visibleCentres } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"
import { dateTextSql } from "../records/date-text"
import { fullNameSql } from "../records/person-name"

// The lookups of Pre-alta de candidatos in Selección (SEL370): every select of the employee
// record readable with SEL370 too (the pre-alta holds that record), and the accepted offers a new
// pre-alta may name, each with what it fills in: the candidate's data, the requisition's company,
// centre, department and puesto, the offer's salary and start date. Every query is fixed; ids are bound.

const key = "SEL370"

const offerRows = (sql: SqlClient.SqlClient, caller: Principal, id: number | null) =>
  sql<CatalogRow>`SELECT o.id_oferta, o.folio || ' · ' || ${sql.literal(fullNameSql("c"))} AS n_oferta,
      c.nombre, c.apellido_paterno, c.apellido_materno, ${dateTextSql(sql, "c.f_nacimiento")} AS f_nacimiento, c.curp, c.email, c.telefono, c.id_escolaridad,
      r.id_empresa, r.id_centro_trabajo, r.id_depto, r.id_puesto, r.id_posicion, o.salario_diario, ${dateTextSql(sql, "o.f_ingreso_propuesta")} AS f_ingreso
    FROM sel_ofertas o
      JOIN sel_asignaciones a ON a.id_asignacion = o.id_asignacion
      JOIN candidatos c ON c.id_candidato = a.id_candidato
      JOIN vacantes v ON v.id_vacante = a.id_vacante
      JOIN requisiciones r ON r.id_requisicion = v.id_requisicion
    WHERE r.id_centro_trabajo IN (${visibleCentres(sql, caller)})
      AND ${id === null ? sql`o.estado = 'Aceptada' AND NOT EXISTS (SELECT 1 FROM pre_altas p WHERE p.id_candidato = c.id_candidato AND p.cancelada = '0')` : sql`o.id_oferta = ${id}`}
    ORDER BY o.id_oferta DESC`

const own: Readonly<Record<string, CatalogEntry>> = {
  [offerPreHireCatalogNames.ofertasAceptadas]: {
    keys: [key],
    list: (caller) => catalogQuery((sql) => offerRows(sql, caller, null)),
    // A stored pre-alta's offer, whatever its state now (its label in the form).
    byColumn: { id_oferta: (caller, id) => catalogQuery((sql) => offerRows(sql, caller, intId(id))) },
  },
}

/** The registry with this page's lookups: the employee record's readable with SEL370, and its own. */
export const withOfferPreHireCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, [...sharedLookups, ...Object.values(employeeCatalogNames), catalogNames.escolaridades], [key]), own)
