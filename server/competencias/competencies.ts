import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import type { RequestOf } from "../../domain/records/descriptor"
import {
  competencyMessages,
  operativeCompetencies,
  operativeCompetenciesEndpoints,
  organizationalCompetencies,
  organizationalCompetenciesEndpoints,
  technicalCompetencies,
  technicalCompetenciesEndpoints,
} from "../../domain/competencias/competencies"
import { type TipoCompetenciaWire, tipoLetter } from "../../domain/competencias/competency-types"
import { refuse } from "../http/failure"
import type { RecordHooks, RecordTable, Row } from "../records/table"

// The three competency catalogues over the one competencias table. Each resource reads the rows
// of its type only (a fixed filter in its FROM), so its key guards exactly its type: a read, an
// update or a delete of another type's clave is a 404, and a create stores the resource's type.
// The clave is unique across the three (the table's key), so the 409 of a taken clave holds too.
// What the database judges: the descriptors describe every stored level once, the family and
// puesto level exist, and a competency a puesto expects is not deleted (deactivate it instead).

// The fields every type shares: a técnica's or an operativa's request and record carry these too,
// so the shared hooks are typed by the organizational descriptor and serve the three tables.
type Shared = typeof organizationalCompetencies

const checkDescriptors = (request: RequestOf<Shared>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const levels = (yield* sql<{ id_nivel: number | string }>`SELECT id_nivel FROM niveles_competencia`).map((r) => Number(r.id_nivel))
    // The child rows are decoded by descriptorRows (id_nivel an integer) but typed as rows.
    const given = request.descriptores.map((d) => d.id_nivel)
    const once = new Set(given).size === given.length
    if (!once || given.length !== levels.length || !levels.every((l) => given.includes(l))) return yield* refuse(400, competencyMessages.cadaNivel)
  })

const referenceExists = (message: string, check: Effect.Effect<ReadonlyArray<unknown>, SqlError, SqlClient.SqlClient>) =>
  Effect.flatMap(check, (found) => (found.length === 0 ? refuse(400, message) : Effect.void))

/** The columns every type stores; the type's own follow from its table. */
const sharedColumns = (tipo: TipoCompetenciaWire, request: RequestOf<Shared>): Row => ({
  id_competencia: request.id_competencia,
  tipo: tipoLetter[tipo],
  n_competencia: request.n_competencia,
  descripcion: request.definicion,
  activo: request.activo,
})

const sharedHooks: RecordHooks<Shared> = {
  beforeDelete: (stored) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const used = yield* sql`SELECT 1 AS x FROM puestos_competencias WHERE id_competencia = ${stored.id_competencia} LIMIT 1`
      if (used.length > 0) return yield* refuse(409, competencyMessages.enUso)
      // The assessments and training needs are history (COM300): their competency stays.
      const assessed = yield* sql`SELECT 1 AS x FROM evaluaciones_competencia WHERE id_competencia = ${stored.id_competencia} LIMIT 1`
      const needed = yield* sql`SELECT 1 AS x FROM necesidades_capacitacion WHERE id_competencia = ${stored.id_competencia} LIMIT 1`
      const operative = yield* sql`SELECT 1 AS x FROM eva_evaluaciones_operativas_niveles WHERE id_competencia = ${stored.id_competencia} LIMIT 1`
      if (assessed.length > 0 || needed.length > 0 || operative.length > 0) return yield* refuse(409, competencyMessages.evaluada)
      const asked = yield* sql`SELECT 1 AS x FROM eva_encuestas_preguntas WHERE id_competencia = ${stored.id_competencia} LIMIT 1`
      if (asked.length > 0) return yield* refuse(409, competencyMessages.enEncuesta)
    }),
}

/** What the three tables share: the table, the type's rows only, the derived figures, the descriptors. */
const sharedTable = (tipo: TipoCompetenciaWire, joins: string, expressions: Readonly<Record<string, string>>) => ({
  entity: "competencia",
  table: "competencias",
  // The letter is a server constant: the resource's own type.
  from: `(SELECT * FROM competencias WHERE tipo = '${tipoLetter[tipo]}') t${joins}`,
  expressions: {
    tipo: `'${tipo}'`,
    definicion: "t.descripcion",
    niveles_descritos: "(SELECT COUNT(*) FROM competencias_descriptores cd WHERE cd.id_competencia = t.id_competencia)",
    ...expressions,
  },
  children: { descriptores: { table: "competencias_descriptores", parent: { id_competencia: "id_competencia" }, order: "orden" } },
  hookColumns: ["tipo"],
})

export const organizationalCompetenciesTable: RecordTable<typeof organizationalCompetencies> = {
  ...sharedTable("ORG", "", {}),
  descriptor: organizationalCompetencies,
  endpoints: organizationalCompetenciesEndpoints,
  hooks: {
    ...sharedHooks,
    toColumns: (request) => Effect.succeed(sharedColumns("ORG", request)),
    beforeWrite: (request) => checkDescriptors(request),
  },
}

export const technicalCompetenciesTable: RecordTable<typeof technicalCompetencies> = {
  ...sharedTable("TEC", " LEFT JOIN cat_areas ar ON ar.id_area = t.id_area", { n_area: "ar.n_area" }),
  descriptor: technicalCompetencies,
  endpoints: technicalCompetenciesEndpoints,
  hooks: {
    ...sharedHooks,
    toColumns: (request) => Effect.succeed({ ...sharedColumns("TEC", request), id_area: request.id_area, clave_conocer: request.clave_conocer }),
    beforeWrite: (request) =>
      Effect.gen(function* () {
        const id_area = request.id_area
        if (id_area !== null) yield* referenceExists("La familia no existe", Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT 1 AS x FROM cat_areas WHERE id_area = ${id_area}`))
        yield* checkDescriptors(request)
      }),
  },
}

export const operativeCompetenciesTable: RecordTable<typeof operativeCompetencies> = {
  ...sharedTable("OPE", " LEFT JOIN niveles_puesto np ON np.id_nivel_puesto = t.id_nivel_puesto", { n_nivel_puesto: "np.n_nivel_puesto" }),
  descriptor: operativeCompetencies,
  endpoints: operativeCompetenciesEndpoints,
  hooks: {
    ...sharedHooks,
    toColumns: (request) =>
      Effect.succeed({
        ...sharedColumns("OPE", request),
        id_nivel_puesto: request.id_nivel_puesto,
        peso_default: request.peso_default,
        criterio_evaluacion: request.criterio_evaluacion,
      }),
    beforeWrite: (request) =>
      Effect.gen(function* () {
        const id_nivel_puesto = request.id_nivel_puesto
        if (id_nivel_puesto !== null) {
          yield* referenceExists(
            "El nivel de puesto no existe",
            Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT 1 AS x FROM niveles_puesto WHERE id_nivel_puesto = ${id_nivel_puesto}`),
          )
        }
        yield* checkDescriptors(request)
      }),
  },
}
