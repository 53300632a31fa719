import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { candidateMessages } from "../../domain/personal/candidatos"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import { candidateRecords, candidateRecordsEndpoints } from "../../domain/seleccion/gestion-candidatos"
import { anonymousName, candidateRecordMessages as m } from "../../domain/seleccion/gestion-candidatos-vocabulary"
import { refuse, refuseField } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { candidateCvs } from "../personal/candidatos"
import { fieldColumns } from "../records/field-columns"
import { fullNameSql } from "../records/person-name"
import { nextSerialKey } from "../records/serial-key"
import type { RecordTable } from "../records/table"

// SEL200's RecordTable (descriptor: domain/seleccion/gestion-candidatos.ts) over GP220's table.
// The hooks keep the pool's rules as Personal's Candidatos does (server/personal/candidatos.ts:
// duplicates by CURP or e-mail, the puesto of the company, Contratado only by the applied ALTA,
// a candidate with a pre-alta in course stays Seleccionado) and add Selección's: the source is an
// active SEL050 one and files the GP220 code under it; the consent's day is recorded when it is
// given; every save is activity; an anonymised candidate is no longer changed or deleted.

type Candidate = typeof candidateRecords

const text = (v: string | null): string | null => (v === "" ? null : v)

const checkWrite = (request: RequestOf<Candidate>, mode: "add" | "edit", stored: EntityOf<Candidate> | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const self = stored?.id_candidato ?? -1
    if (stored?.anonimizado === "1") return yield* refuse(409, m.anonimizado)
    if (stored?.estado === "Contratado") return yield* refuse(409, candidateMessages.contratado)
    if (request.estado === "Contratado") return yield* refuseField("estado", candidateMessages.contratadoManual)
    if (mode === "edit" && request.estado !== "Seleccionado") {
      const open = yield* sql`SELECT 1 AS x FROM pre_altas p LEFT JOIN movimientos_personal mv ON mv.id_movimiento = p.id_movimiento
        WHERE p.id_candidato = ${self} AND p.cancelada = '0' AND (mv.estado IS NULL OR mv.estado <> 'Aplicado')`
      if (open.length > 0) return yield* refuse(409, candidateMessages.conPreAlta)
    }
    const curp = text(request.curp)
    const taken = yield* sql`SELECT 1 AS x FROM candidatos WHERE id_candidato <> ${self}
      AND (LOWER(email) = ${request.email.toLowerCase()} ${curp === null ? sql.literal("") : sql`OR curp = ${curp}`})`
    if (taken.length > 0) return yield* refuse(409, candidateMessages.duplicado)
    const puesto = text(request.id_puesto_interes)
    if (puesto !== null) {
      const found = yield* sql`SELECT 1 AS x FROM puestos WHERE id_puesto = ${puesto} AND id_empresa = ${request.id_empresa} AND activo = '1'`
      if (found.length === 0) return yield* refuseField("id_puesto_interes", candidateMessages.puestoEmpresa)
    }
    if (request.id_fuente !== stored?.id_fuente) {
      const source = yield* sql`SELECT 1 AS x FROM sel_fuentes WHERE id_fuente = ${request.id_fuente} AND activo = '1'`
      if (source.length === 0) return yield* refuseField("id_fuente", m.fuenteNoExiste)
    }
  })

const toColumns = (request: RequestOf<Candidate>, mode: "add" | "edit", stored: EntityOf<Candidate> | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const today = yield* todayInMexico
    const own = fieldColumns(candidateRecords, request, mode)
    const [source] = yield* sql<{ fuente_gp220: string }>`SELECT fuente_gp220 FROM sel_fuentes WHERE id_fuente = ${request.id_fuente}`
    const consentGiven = request.consentimiento_privacidad === "1" && stored?.consentimiento_privacidad !== "1"
    return {
      ...own,
      fuente: source?.fuente_gp220 ?? "OTRO",
      f_ultima_actividad: today,
      ...(consentGiven ? { f_consentimiento: today } : {}),
      ...(mode === "add" ? { f_registro: today } : {}),
    }
  })

export const candidateRecordsTable: RecordTable<Candidate> = {
  descriptor: candidateRecords,
  endpoints: candidateRecordsEndpoints,
  entity: "candidato",
  table: "candidatos",
  from: `candidatos t LEFT JOIN puestos pu ON pu.id_puesto = t.id_puesto_interes LEFT JOIN sel_fuentes sf ON sf.id_fuente = COALESCE(t.id_fuente, (SELECT MIN(f.id_fuente) FROM sel_fuentes f WHERE f.fuente_gp220 = t.fuente))`,
  expressions: {
    n_candidato: fullNameSql("t"),
    n_puesto_interes: "pu.n_puesto",
    n_fuente: "sf.n_fuente",
    // A candidate stored before Selección knew its source reads as its GP220 code's.
    id_fuente: "COALESCE(t.id_fuente, (SELECT MIN(f.id_fuente) FROM sel_fuentes f WHERE f.fuente_gp220 = t.fuente))",
    vacantes_asignadas: "(SELECT COUNT(*) FROM sel_asignaciones a WHERE a.id_candidato = t.id_candidato)",
    id_pre_alta: `(SELECT MAX(p.id_pre_alta) FROM pre_altas p LEFT JOIN movimientos_personal mv ON mv.id_movimiento = p.id_movimiento
      WHERE p.id_candidato = t.id_candidato AND p.cancelada = '0' AND (mv.estado IS NULL OR mv.estado <> 'Aplicado'))`,
  },
  children: {
    experiencia: { table: "sel_candidatos_experiencia", parent: { id_candidato: "id_candidato" }, order: "orden" },
    educacion: { table: "sel_candidatos_educacion", parent: { id_candidato: "id_candidato" }, order: "orden" },
  },
  generatedKey: () => nextSerialKey("candidatos"),
  hookColumns: ["fuente", "f_registro"],
  hooks: {
    beforeWrite: (request, mode, stored) => checkWrite(request, mode, stored),
    toColumns: (request, mode, stored) => toColumns(request, mode, stored),
    beforeDelete: (stored) =>
      Effect.gen(function* () {
        if (stored.estado === "Contratado") return yield* refuse(409, candidateMessages.contratadoBorrar)
        if (stored.anonimizado === "1") return yield* refuse(409, m.anonimizado)
        const sql = yield* SqlClient.SqlClient
        const named = yield* sql`SELECT 1 AS x FROM pre_altas WHERE id_candidato = ${stored.id_candidato}`
        if (named.length > 0) return yield* refuse(409, candidateMessages.preAltaRegistrada)
      }),
    cascade: (stored) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        if (stored.id_candidato === null) return
        yield* sql`DELETE FROM sel_candidatos_documentos WHERE id_candidato = ${stored.id_candidato}`
        yield* candidateCvs.dropUnused(stored.id_candidato, null)
      }),
  },
}

/** What anonymising leaves of a candidate: no name, contact, identity, CV, rows or documents. */
export const anonymizeCandidate = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE candidatos SET nombre = ${anonymousName.nombre}, apellido_paterno = ${anonymousName.apellido_paterno}, apellido_materno = NULL,
        email = ${`anonimizado-${id}@anonimizado.invalid`}, telefono = NULL, curp = NULL, f_nacimiento = NULL, pretension_salarial = NULL,
        observaciones = NULL, cv = NULL, anonimizado = '1'
      WHERE id_candidato = ${id}`
    yield* sql`DELETE FROM sel_candidatos_experiencia WHERE id_candidato = ${id}`
    yield* sql`DELETE FROM sel_candidatos_educacion WHERE id_candidato = ${id}`
    yield* sql`DELETE FROM sel_candidatos_documentos WHERE id_candidato = ${id}`
    yield* candidateCvs.dropUnused(id, null)
  })
