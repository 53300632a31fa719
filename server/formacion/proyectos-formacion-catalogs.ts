import { catalogNames } from "../../domain/api/catalogs"
import { courseCatalogNames } from "../../domain/formacion/proyectos-formacion-lookups"
import { formationCatalogNames } from "../../domain/formacion/tablas-referencia-lookups"
import { addCatalogues, catalogQuery, grantCatalogues, visibleCentres } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"
import { fullNameSql } from "../records/person-name"

// The lookups of Proyectos de formación (FOR160): the shared selects it reads (the caller's
// companies and centres, the active collaborators of their centres, the active agentes
// capacitadores) readable with its key too, and its own: the active rows of Formación's plain
// catalogues, the active sedes of the caller's centres and the active instructors. Each `byColumn`
// reads one stored row active or not (its label in the form). Every query is fixed; ids are bound.

const key = "FOR160"

const shared: ReadonlyArray<string> = [catalogNames.empresasDelRol, catalogNames.centrosDelRol, catalogNames.empleadosActivos, formationCatalogNames.agentesCapacitadores]

/** A plain catalogue of FOR050 (clave, description, activo). Table and column names are the constants below. */
const plain = (table: string, id: string, name: string): CatalogEntry => ({
  keys: [key],
  list: () => catalogQuery((sql) => sql`SELECT ${sql.literal(`${id}, ${name}`)} FROM ${sql.literal(table)} WHERE activo = '1' ORDER BY ${sql.literal(`${name}, ${id}`)}`),
  byColumn: {
    [id]: (_, value) => catalogQuery((sql) => sql`SELECT ${sql.literal(`${id}, ${name}`)} FROM ${sql.literal(table)} WHERE ${sql.literal(id)} = ${String(value)}`),
  },
})

const instructorColumns = `i.id_instructor, COALESCE(${fullNameSql("e")}, i.nombre_externo) AS n_instructor, i.id_agente`
const instructorFrom = "instructores i LEFT JOIN empleados e ON e.id_empleado = i.id_empleado"

const own: Readonly<Record<string, CatalogEntry>> = {
  [courseCatalogNames.modalidades]: plain("modalidades", "id_modalidad", "n_modalidad"),
  [courseCatalogNames.tiposCurso]: plain("tipos_curso", "id_tipo_curso", "n_tipo_curso"),
  [courseCatalogNames.conceptosGasto]: plain("conceptos_gasto", "id_concepto_gasto", "n_concepto_gasto"),
  [courseCatalogNames.sedes]: {
    keys: [key],
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT s.id_sede, s.n_sede || ' (' || ct.n_centro_trabajo || ')' AS n_sede, s.id_centro_trabajo, ct.id_empresa
          FROM sedes s JOIN centros_trabajo ct ON ct.id_centro_trabajo = s.id_centro_trabajo
          WHERE s.activo = '1' AND s.id_centro_trabajo IN (${visibleCentres(sql, caller)}) ORDER BY s.n_sede, s.id_sede`,
      ),
    byColumn: {
      id_sede: (_, id) =>
        catalogQuery(
          (sql) => sql`SELECT s.id_sede, s.n_sede || ' (' || ct.n_centro_trabajo || ')' AS n_sede, s.id_centro_trabajo, ct.id_empresa
            FROM sedes s JOIN centros_trabajo ct ON ct.id_centro_trabajo = s.id_centro_trabajo WHERE s.id_sede = ${String(id)}`,
        ),
    },
  },
  [courseCatalogNames.instructores]: {
    keys: [key],
    list: () => catalogQuery((sql) => sql`SELECT ${sql.literal(instructorColumns)} FROM ${sql.literal(instructorFrom)} WHERE i.activo = '1' ORDER BY n_instructor, i.id_instructor`),
    byColumn: {
      id_instructor: (_, id) => catalogQuery((sql) => sql`SELECT ${sql.literal(instructorColumns)} FROM ${sql.literal(instructorFrom)} WHERE i.id_instructor = ${String(id)}`),
    },
  },
}

/** The registry with this page's lookups: the shared ones readable with its key, and its own. */
export const withCourseCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, shared, [key]), own)
