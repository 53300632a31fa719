import type { SqlClient } from "@effect/sql"
import { type CatalogRow, catalogNames } from "../../domain/api/catalogs"
import { employeeCatalogNames, sharedLookups } from "../../domain/personal/employee-lookups"
import { candidateCatalogNames } from "../../domain/personal/pre-alta-candidatos-lookups"
import type { Principal } from "../auth/principal"
import { companyVisible } from "../records/queries"
import { catalogQuery, grantCatalogues, intId } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"
import { dateTextSql } from "../records/date-text"

// The lookups of Candidatos (GP220) and Pre-alta de candidatos (GP250): the candidate's selects
// (companies and puestos of the caller's role, escolaridades) readable with GP220; every select
// of the employee record readable with GP250 too, since a pre-alta holds that record; and the
// pre-alta's own list of candidates. Every query is fixed; ids are bound.

/** A candidate as the pre-alta takes them: the select's label and the values it fills in. */
const candidateRows = (sql: SqlClient.SqlClient, caller: Principal, where: ReturnType<SqlClient.SqlClient["literal"]> | ReturnType<SqlClient.SqlClient>) => {
  const birth = dateTextSql(sql, "c.f_nacimiento")
  return sql<CatalogRow>`SELECT c.id_candidato, c.nombre || ' ' || c.apellido_paterno || COALESCE(' ' || NULLIF(TRIM(c.apellido_materno), ''), '') AS n_candidato,
      c.id_empresa, c.nombre, c.apellido_paterno, c.apellido_materno, ${birth} AS f_nacimiento, c.curp, c.email, c.telefono, c.id_escolaridad
    FROM candidatos c
    WHERE ${companyVisible(sql, sql.literal("c.id_empresa"), caller.id_rol)} AND ${where}
    ORDER BY c.apellido_paterno, c.apellido_materno, c.nombre, c.id_candidato`
}

const candidatesForPreHire: CatalogEntry = {
  keys: ["GP250"],
  // Seleccionado, with no pre-alta in course: those a new pre-alta may name.
  list: (caller) =>
    catalogQuery((sql) =>
      candidateRows(
        sql,
        caller,
        sql`c.estado = 'Seleccionado' AND NOT EXISTS (SELECT 1 FROM pre_altas p WHERE p.id_candidato = c.id_candidato AND p.cancelada = '0')`,
      ),
    ),
  // One candidate, whatever their state: the name a stored pre-alta shows.
  byColumn: { id_candidato: (caller, id) => catalogQuery((sql) => candidateRows(sql, caller, sql`c.id_candidato = ${intId(id)}`)) },
}

/** The registry with the candidates' lookups (see the header). */
export const withCandidateCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> => {
  const forPreHire = grantCatalogues(base, [...sharedLookups, ...Object.values(employeeCatalogNames)], ["GP250"])
  const forCandidates = grantCatalogues(forPreHire, [catalogNames.empresasDelRol, catalogNames.puestosDelRol, catalogNames.escolaridades], ["GP220"])
  return { ...forCandidates, [candidateCatalogNames.candidatosPreAlta]: candidatesForPreHire }
}
