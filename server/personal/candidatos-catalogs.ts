import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import { type CatalogRow, catalogNames } from "../../domain/api/catalogs"
import { employeeCatalogNames, sharedLookups } from "../../domain/personal/employee-lookups"
import { candidateCatalogNames } from "../../domain/personal/pre-alta-candidatos-lookups"
import type { Principal } from "../auth/principal"
import { companyVisible } from "../records/queries"
import type { CatalogEntry } from "../catalogs/registry"
import { dateTextSql } from "../records/date-text"

// The lookups of Candidatos (GP220) and Pre-alta de candidatos (GP250): the candidate's selects
// (companies and puestos of the caller's role, escolaridades) readable with GP220; every select
// of the employee record readable with GP250 too, since a pre-alta holds that record; and the
// pre-alta's own list of candidates. Every query is fixed; ids are bound.

type Rows = Effect.Effect<ReadonlyArray<CatalogRow>, SqlError, SqlClient.SqlClient>
const query = (build: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<CatalogRow>, SqlError>): Rows => Effect.flatMap(SqlClient.SqlClient, build)
const asInt = (id: string | number): number => (typeof id === "number" ? id : /^\d{1,9}$/.test(id) ? Number(id) : -1)

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
    query((sql) =>
      candidateRows(
        sql,
        caller,
        sql`c.estado = 'Seleccionado' AND NOT EXISTS (SELECT 1 FROM pre_altas p WHERE p.id_candidato = c.id_candidato AND p.cancelada = '0')`,
      ),
    ),
  // One candidate, whatever their state: the name a stored pre-alta shows.
  byColumn: { id_candidato: (caller, id) => query((sql) => candidateRows(sql, caller, sql`c.id_candidato = ${asInt(id)}`)) },
}

const withKeys = (entry: CatalogEntry, keys: ReadonlyArray<string>): CatalogEntry => ({ ...entry, keys: [...new Set([...entry.keys, ...keys])] })

/** The registry with the candidates' lookups (see the header). */
export const withCandidateCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> => {
  const out: Record<string, CatalogEntry> = { ...base }
  const grant = (names: ReadonlyArray<string>, keys: ReadonlyArray<string>) => {
    for (const name of names) {
      const entry = out[name]
      if (entry !== undefined) out[name] = withKeys(entry, keys)
    }
  }
  grant([...sharedLookups, ...Object.values(employeeCatalogNames)], ["GP250"])
  grant([catalogNames.empresasDelRol, catalogNames.puestosDelRol, catalogNames.escolaridades], ["GP220"])
  out[candidateCatalogNames.candidatosPreAlta] = candidatesForPreHire
  return out
}
