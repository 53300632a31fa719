import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { candidateMessages, candidates, candidatesEndpoints } from "../../domain/personal/candidatos"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import { refuse } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { imageStore } from "../records/image-store"
import type { RecordTable, Row } from "../records/table"
import { nextSerialKey } from "../records/serial-key"

// Candidatos (GP220, DOMAIN-MX 4.6) on the records platform (descriptor: domain/records/
// personal/candidates.ts). The hooks hold what is the pool's own:
// - a CURP or an e-mail (any case) already in the pool: 409 'El candidato ya está registrado'
//   (the unique indexes of migration 0100 back it against a race);
// - the puesto de interés is an active puesto of the candidate's company;
// - Contratado is written only by the applied ALTA (./pre-hire-applied.ts); a hired candidate is
//   no longer changed or deleted, and one with a pre-alta in course stays Seleccionado;
// - the CV: only an upload of this very candidate (its endpoint checked the bytes), the versions
//   no save names dropped after each save;
// - a candidate named by a pre-alta is not deleted (the pre-alta keeps who it was for).

/** A candidate's CV: the bytes in candidatos_cv under their version, `candidatos.cv` naming the one kept. */
export const candidateCvs = imageStore({ images: "candidatos_cv", records: "candidatos", key: "id_candidato", column: "cv" })

const text = (v: string | null): string | null => (v === "" ? null : v)

const checkWrite = (request: RequestOf<typeof candidates>, mode: "add" | "edit", stored: EntityOf<typeof candidates> | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const self = stored?.id_candidato ?? -1
    if (stored !== undefined && stored.estado === "Contratado") return yield* refuse(409, candidateMessages.contratado)
    if (request.estado === "Contratado") return yield* refuse(400, candidateMessages.contratadoManual)
    if (mode === "edit" && request.estado !== "Seleccionado") {
      const open = yield* sql`SELECT 1 AS x FROM pre_altas p LEFT JOIN movimientos_personal m ON m.id_movimiento = p.id_movimiento
        WHERE p.id_candidato = ${self} AND p.cancelada = '0' AND (m.estado IS NULL OR m.estado <> 'Aplicado')`
      if (open.length > 0) return yield* refuse(409, candidateMessages.conPreAlta)
    }
    const curp = text(request.curp)
    const email = request.email.toLowerCase()
    const taken = yield* sql`SELECT 1 AS x FROM candidatos WHERE id_candidato <> ${self}
      AND (LOWER(email) = ${email} ${curp === null ? sql.literal("") : sql`OR curp = ${curp}`})`
    if (taken.length > 0) return yield* refuse(409, candidateMessages.duplicado)
    const puesto = text(request.id_puesto_interes)
    if (puesto !== null) {
      const found = yield* sql`SELECT 1 AS x FROM puestos WHERE id_puesto = ${puesto} AND id_empresa = ${request.id_empresa} AND activo = '1'`
      if (found.length === 0) return yield* refuse(400, candidateMessages.puestoEmpresa)
    }
    if (typeof request.cv === "string") {
      if (stored === undefined) return yield* refuse(400, candidateMessages.cvNuevo)
      if (!(yield* candidateCvs.isStored(self, request.cv))) return yield* refuse(400, candidateMessages.cvNoEncontrado)
    }
  })

const writtenColumns = Object.entries(candidates.fields)
  .filter(([, f]) => f.derived !== true)
  .map(([name]) => name)

const toColumns = (request: Row, mode: "add" | "edit") =>
  Effect.gen(function* () {
    const columns = Object.fromEntries(writtenColumns.filter((c) => c in request).map((c) => [c, request[c] ?? null]))
    // Selección (SEL200) files the candidate under the SEL050 source of its GP220 code, and counts
    // every save as activity (its anonymisation job measures it).
    const sql = yield* SqlClient.SqlClient
    const today = yield* todayInMexico
    const [source] = yield* sql<{ id: number | string | null }>`SELECT MIN(id_fuente) AS id FROM sel_fuentes WHERE fuente_gp220 = ${String(request.fuente ?? "")}`
    const selection = { id_fuente: source?.id === null || source?.id === undefined ? null : Number(source.id), f_ultima_actividad: today }
    if (mode === "edit") return { ...columns, ...selection }
    return { ...columns, ...selection, f_registro: today }
  })

export const candidatesTable: RecordTable<typeof candidates> = {
  descriptor: candidates,
  endpoints: candidatesEndpoints,
  entity: "candidato",
  table: "candidatos",
  from: `candidatos t LEFT JOIN puestos pu ON pu.id_puesto = t.id_puesto_interes`,
  expressions: {
    n_candidato: "t.nombre || ' ' || t.apellido_paterno || COALESCE(' ' || NULLIF(TRIM(t.apellido_materno), ''), '')",
    n_puesto_interes: "pu.n_puesto",
    id_pre_alta: `(SELECT MAX(p.id_pre_alta) FROM pre_altas p LEFT JOIN movimientos_personal m ON m.id_movimiento = p.id_movimiento
      WHERE p.id_candidato = t.id_candidato AND p.cancelada = '0' AND (m.estado IS NULL OR m.estado <> 'Aplicado'))`,
  },
  generatedKey: () => nextSerialKey("candidatos"),
  hooks: {
    beforeWrite: (request, mode, stored) => checkWrite(request, mode, stored),
    toColumns: (request, mode) => toColumns(request, mode),
    beforeDelete: (stored) =>
      Effect.gen(function* () {
        if (stored.estado === "Contratado") return yield* refuse(409, candidateMessages.contratadoBorrar)
        const sql = yield* SqlClient.SqlClient
        const named = yield* sql`SELECT 1 AS x FROM pre_altas WHERE id_candidato = ${stored.id_candidato}`
        if (named.length > 0) return yield* refuse(409, candidateMessages.preAltaRegistrada)
      }),
    // The CV's bytes belong to the candidate only.
    cascade: (stored) => (stored.id_candidato === null ? Effect.void : candidateCvs.dropUnused(stored.id_candidato, null)),
    afterWrite: (stored, mode) =>
      mode === "delete" || stored.id_candidato === null ? Effect.void : candidateCvs.dropUnused(stored.id_candidato, text(stored.cv)),
  },
}
