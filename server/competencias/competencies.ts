import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { RecordDescriptor } from "../../domain/records/descriptor"
import type { AnyResourceEndpoints } from "../../domain/records/endpoints"
import { competencyCatalogues, competencyMessages } from "../../domain/competencias/competencies"
import { type TipoCompetenciaWire, tipoLetter } from "../../domain/competencias/competency-types"
import { refuse } from "../http/failure"
import type { RecordTable, Row } from "../records/table"

// The three competency catalogues over the one competencias table. Each resource reads the rows
// of its type only (a fixed filter in its FROM), so its key guards exactly its type: a read, an
// update or a delete of another type's clave is a 404, and a create stores the resource's type.
// The clave is unique across the three (the table's key), so the 409 of a taken clave holds too.
// What the database judges: the descriptors describe every stored level once, the family and
// puesto level exist, and a competency a puesto expects is not deleted (deactivate it instead).

const listOf = (request: Row, field: string): ReadonlyArray<Row> => (Array.isArray(request[field]) ? (request[field] as ReadonlyArray<Row>) : [])

/** Columns beyond the common ones, per type (server constants). */
const extraColumns: Readonly<Record<TipoCompetenciaWire, ReadonlyArray<string>>> = {
  ORG: [],
  TEC: ["id_area", "clave_conocer"],
  OPE: ["id_nivel_puesto", "peso_default", "criterio_evaluacion"],
}

const checkDescriptors = (request: Row) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const levels = (yield* sql<{ id_nivel: number | string }>`SELECT id_nivel FROM niveles_competencia`).map((r) => Number(r.id_nivel))
    const given = listOf(request, "descriptores").map((d) => Number(d.id_nivel))
    const once = new Set(given).size === given.length
    if (!once || given.length !== levels.length || !levels.every((l) => given.includes(l))) return yield* refuse(400, competencyMessages.cadaNivel)
  })

const checkReferences = (request: Row) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (typeof request.id_area === "number") {
      const found = yield* sql`SELECT 1 AS x FROM cat_areas WHERE id_area = ${request.id_area}`
      if (found.length === 0) return yield* refuse(400, "La familia no existe")
    }
    if (typeof request.id_nivel_puesto === "number") {
      const found = yield* sql`SELECT 1 AS x FROM niveles_puesto WHERE id_nivel_puesto = ${request.id_nivel_puesto}`
      if (found.length === 0) return yield* refuse(400, "El nivel de puesto no existe")
    }
  })

const competencyTable = (tipo: TipoCompetenciaWire, descriptor: RecordDescriptor, endpoints: AnyResourceEndpoints): RecordTable => {
  const letter = tipoLetter[tipo]
  const joins =
    tipo === "TEC"
      ? " LEFT JOIN cat_areas ar ON ar.id_area = t.id_area"
      : tipo === "OPE"
        ? " LEFT JOIN niveles_puesto np ON np.id_nivel_puesto = t.id_nivel_puesto"
        : ""
  return {
    descriptor,
    endpoints,
    entity: "competencia",
    table: "competencias",
    // The letter is a server constant: the resource's own type.
    from: `(SELECT * FROM competencias WHERE tipo = '${letter}') t${joins}`,
    expressions: {
      tipo: `'${tipo}'`,
      definicion: "t.descripcion",
      niveles_descritos: "(SELECT COUNT(*) FROM competencias_descriptores cd WHERE cd.id_competencia = t.id_competencia)",
      ...(tipo === "TEC" ? { n_area: "ar.n_area" } : {}),
      ...(tipo === "OPE" ? { n_nivel_puesto: "np.n_nivel_puesto" } : {}),
    },
    children: { descriptores: { table: "competencias_descriptores", parent: { id_competencia: "id_competencia" }, order: "orden" } },
    hookColumns: ["tipo"],
    hooks: {
      toColumns: (request) =>
        Effect.succeed({
          id_competencia: request.id_competencia,
          tipo: letter,
          n_competencia: request.n_competencia,
          descripcion: request.definicion,
          activo: request.activo,
          ...Object.fromEntries(extraColumns[tipo].map((c) => [c, request[c] ?? null])),
        }),
      beforeWrite: (request) =>
        Effect.gen(function* () {
          yield* checkReferences(request)
          yield* checkDescriptors(request)
        }),
      beforeDelete: (stored) =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const used = yield* sql`SELECT 1 AS x FROM puestos_competencias WHERE id_competencia = ${Number(stored.id_competencia)} LIMIT 1`
          if (used.length > 0) return yield* refuse(409, competencyMessages.enUso)
          // The assessments and training needs are history (COM300): their competency stays.
          const assessed = yield* sql`SELECT 1 AS x FROM evaluaciones_competencia WHERE id_competencia = ${Number(stored.id_competencia)} LIMIT 1`
          const needed = yield* sql`SELECT 1 AS x FROM necesidades_capacitacion WHERE id_competencia = ${Number(stored.id_competencia)} LIMIT 1`
          if (assessed.length > 0 || needed.length > 0) return yield* refuse(409, competencyMessages.evaluada)
        }),
    },
  }
}

export const competencyTables: ReadonlyArray<RecordTable> = (["ORG", "TEC", "OPE"] as const).map((tipo) =>
  competencyTable(tipo, competencyCatalogues[tipo].descriptor, competencyCatalogues[tipo].endpoints),
)
