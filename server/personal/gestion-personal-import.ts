import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type ImportProblem, type ImportResult, importMaxProblems, importMessages } from "../../domain/personal/gestion-personal-import-api"
import type { UploadedFile } from "../../domain/configuraciones/parametros-sistema"
import { addWorkingDays } from "../../domain/rules/working-days"
import type { Principal } from "../auth/principal"
import { Now } from "../clock"
import { ApiFailure } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { insertInChunks } from "../seed/insert-chunks"
import { runJob } from "../workers/workers"
import { type EmployeeCheckInput, batchDuplicates, employeeCheckMessages, employeeProblems, loadEmployeeCheckContext, reentryOf } from "./employee-checks"
import { importColumns } from "./gestion-personal-import-columns"
import type { ParsedRow } from "./gestion-personal-import-read"
import { drawEmployeeKeys, lockEmployeeKeys } from "./employee-keys"
import { checkInputOf, filledColumns, hireColumns, storeHire } from "./gestion-personal"

// Importar colaboradores (issue 13, deliverable 5): the uploaded template is read, every
// row decoded by the employee record's own form schemas and rules (as if typed in its form), then
// checked against the database in one batch (server/personal/employee-checks.ts: one context for
// the file, never one query per row), plus the caller's work centres, positions claimed by
// pending movements, re-entries and clashes between the file's own rows. Any problem: nothing is
// stored and every problem is answered (fila, columna, mensaje). None: every row is stored in one
// transaction, as POST /empleados would store it, in bulk:
// - id_empleado and num_empleado drawn as the alta draws them (next integers under the same lock);
// - [D] each person's ALTA movement is authorized by the import itself (a company bringing the
//   people it already employs is not a hire to approve): applied at once when f_ingreso has come
//   (active, seat occupied, IMSS notice 08 due in five working days), else Autorizado for the
//   movements' scheduler to apply on its date (the person stays "Por ingresar");
// - a CURP of a former employee (not active, with a baja) re-enters that person as the alta does:
//   the same record rewritten (same id_empleado and num_empleado) by the alta's own storeHire
//   (./employees.ts), with a REINGRESO movement, authorized by the import like its ALTAs; one
//   whose baja says not rehirable is a problem of the row, as in the alta.

// The file is read on a worker thread (employee-import-read.ts): its limits stop a hostile file
// there, and one that still runs the worker out of memory or time fails this request alone.
const readAnswers = {
  outOfMemory: new ApiFailure({ status: 413, message: importMessages.archivoPesado }),
  timedOut: new ApiFailure({ status: 413, message: importMessages.archivoLento }),
}

/** Reads the file: the columns by their headers, each row with data decoded (no database yet). */
const readImportFile = (file: UploadedFile) => runJob("importRead", file.bytes, { timeoutMs: 60_000, answers: readAnswers })

/** Pending movements (waiting or authorized) that claim these positions: not free for an alta. */
const claimedPositions = (ids: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const claimed = new Set<string>()
    for (let i = 0; i < ids.length; i += 500) {
      const rows = yield* sql<{ id: string }>`SELECT DISTINCT id_posicion_nueva AS id FROM movimientos_personal
        WHERE estado IN ('Capturado', 'En autorización', 'Autorizado') AND ${sql.in("id_posicion_nueva", ids.slice(i, i + 500))}`
      for (const r of rows) claimed.add(String(r.id))
    }
    return claimed
  })

const grantedCentres = (principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id: number | string }>`SELECT id_centro_trabajo AS id FROM permisos_rol WHERE id_rol = ${principal.id_rol} AND permiso = '1'`
    return new Set(rows.map((r) => Number(r.id)))
  })

const labelOf = new Map(importColumns.map((c) => [c.field, c.header]))

/** The file's problems, and the rows that re-enter a former employee: row index -> their id_empleado. */
export interface CheckedRows {
  readonly problems: ReadonlyArray<ImportProblem>
  readonly reentries: ReadonlyMap<number, number>
}

/**
 * The database's checks for the whole file at once (one context, a few set queries), added to
 * each row's problems; then every problem of the file in row and column order.
 */
export const checkRows = (rows: ReadonlyArray<ParsedRow>, principal: Principal) =>
  Effect.gen(function* () {
    const today = yield* todayInMexico
    const inputs: ReadonlyArray<EmployeeCheckInput> = rows.map((r) => checkInputOf(r.values))
    const ctx = yield* loadEmployeeCheckContext(inputs, today)
    const granted = yield* grantedCentres(principal)
    const claimed = yield* claimedPositions([...new Set(inputs.map((i) => i.id_posicion).filter((p): p is string => typeof p === "string" && p !== ""))])
    const duplicates = batchDuplicates(inputs)
    const problems: Array<ImportProblem> = []
    const reentries = new Map<number, number>()
    const order = new Map(importColumns.map((c, i) => [c.field, i]))
    rows.forEach((row, i) => {
      const input = inputs[i]!
      const own = [...row.problems]
      const add = (field: string, message: string) => {
        if (!own.some((p) => p.field === field && p.message === message)) own.push({ field, message })
      }
      if (typeof input.id_centro_trabajo === "number" && !granted.has(input.id_centro_trabajo)) add("id_centro_trabajo", importMessages.fueraDeAlcance)
      // A former employee's own identifiers and seat are no clash, as in the alta.
      const former = reentryOf(ctx, input.curp)
      if (former !== undefined) reentries.set(i, former.id_empleado)
      for (const p of employeeProblems(input, ctx, former?.id_empleado ?? null, "add")) {
        // A field that failed its own decoding already says what is wrong with it.
        if (row.values[p.field] === null && own.some((q) => q.field === p.field)) continue
        add(p.field, p.message)
      }
      if (typeof input.id_posicion === "string" && claimed.has(input.id_posicion)) add("id_posicion", employeeCheckMessages.posicion)
      for (const p of duplicates.get(i) ?? []) add(p.field, p.message)
      own.sort((a, b) => (order.get(a.field) ?? 999) - (order.get(b.field) ?? 999))
      for (const p of own) problems.push({ fila: row.fila, columna: labelOf.get(p.field) ?? p.field, mensaje: p.message })
    })
    const checked: CheckedRows = { problems, reentries }
    return checked
  })

const chunked = <A>(items: ReadonlyArray<A>, size = 500): ReadonlyArray<ReadonlyArray<A>> => {
  const out: Array<ReadonlyArray<A>> = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** Names by id of one table, for the movements' before/after pairs. */
const namesOf = (table: string, key: string, name: string, ids: ReadonlyArray<string | number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const out = new Map<string, string>()
    for (const part of chunked([...new Set(ids.map(String))])) {
      const rows = yield* sql<{ k: unknown; n: unknown }>`SELECT ${sql(key)} AS k, ${sql(name)} AS n FROM ${sql(table)} WHERE ${sql.in(key, part)}`
      for (const r of rows) out.set(String(r.k).trim(), String(r.n))
    }
    return out
  })

/** The next `count` movement folios: the identity's sequence on PostgreSQL (as nextMovementFolio), the next integers on SQLite. */
const nextFolios = (count: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.onDialectOrElse({
      pg: () =>
        Effect.map(
          sql<{ n: number | string }>`SELECT nextval(pg_get_serial_sequence('movimientos_personal', 'id_movimiento')) AS n FROM generate_series(1, ${count})`,
          (rows) => rows.map((r) => Number(r.n)),
        ),
      orElse: () =>
        Effect.map(sql<{ n: number | string }>`SELECT COALESCE(MAX(id_movimiento), 0) AS n FROM movimientos_personal`, ([row]) =>
          Array.from({ length: count }, (_, i) => Number(row?.n ?? 0) + i + 1),
        ),
    })
  })

/**
 * Stores every checked row in the caller's transaction (see the header), which holds the
 * employees' key lock (./employee-keys.ts), so an alta and an import never draw one id twice:
 * the new people in bulk, then each re-entry through the alta's storeHire.
 */
export const storeImport = (all: ReadonlyArray<ParsedRow>, principal: Principal, reentries: ReadonlyMap<number, number>) =>
  Effect.gen(function* () {
    const rows = all.filter((_, i) => !reentries.has(i))
    const today = yield* todayInMexico
    const now = new Date((yield* Now)()).toISOString()
    const keys = yield* drawEmployeeKeys(rows.length)
    const movementIds = yield* nextFolios(rows.length)

    const v = (row: ParsedRow, field: string) => row.values[field] ?? null
    const posiciones = yield* namesOf("posiciones", "id_posicion", "n_posicion", rows.map((r) => String(v(r, "id_posicion"))))
    const puestos = yield* namesOf("puestos", "id_puesto", "n_puesto", rows.map((r) => String(v(r, "id_puesto"))))
    const deptos = yield* namesOf("departamentos", "id_depto", "n_depto", rows.map((r) => Number(v(r, "id_depto"))))
    const centros = yield* namesOf("centros_trabajo", "id_centro_trabajo", "n_centro_trabajo", rows.map((r) => Number(v(r, "id_centro_trabajo"))))
    const periodicidades = yield* namesOf("periodicidades_pago", "id_periodicidad", "n_periodicidad", rows.map((r) => String(v(r, "id_periodicidad"))))

    const people: Array<Record<string, unknown>> = []
    const movements: Array<Record<string, unknown>> = []
    const pairs: Array<Record<string, unknown>> = []
    const seats: Array<Record<string, unknown>> = []
    const notices: Array<Record<string, unknown>> = []
    rows.forEach((row, i) => {
      const key = keys[i]!
      const id_empleado = key.id_empleado
      const id_movimiento = movementIds[i]!
      const ingreso = String(v(row, "f_ingreso"))
      const salario = Number(v(row, "salario_diario"))
      const derived = filledColumns(row.values, today)
      const due = ingreso <= today
      const own = Object.fromEntries(importColumns.map((c) => [c.field, v(row, c.field)]))
      people.push({
        ...own,
        ...key,
        ...derived,
        activo: due ? "1" : "0",
      })
      const posicion = String(v(row, "id_posicion"))
      const periodicidad = String(v(row, "id_periodicidad"))
      movements.push({
        id_movimiento,
        id_empleado,
        tipo_movimiento: "ALTA",
        f_efectiva: ingreso,
        motivo: "Alta por importación de colaboradores",
        estado: due ? "Aplicado" : "Autorizado",
        id_posicion_nueva: posicion,
        salario_diario_nuevo: salario,
        id_periodicidad_nueva: periodicidad,
        recontratable: "1",
        id_usuario_alta: principal.id_usuario,
        f_alta: now,
        f_autorizacion: now,
        f_aplicacion: due ? now : null,
      })
      const after: ReadonlyArray<readonly [string, string | null]> = [
        ["posicion", `${posicion} · ${posiciones.get(posicion) ?? ""}`],
        ["puesto", puestos.get(String(v(row, "id_puesto"))) ?? null],
        ["depto", deptos.get(String(v(row, "id_depto"))) ?? null],
        ["centro", centros.get(String(v(row, "id_centro_trabajo"))) ?? null],
        ["salario_diario", salario.toFixed(2)],
        ["sdi", derived.sdi === null ? null : derived.sdi.toFixed(2)],
        ["periodicidad", `${periodicidad} ${periodicidades.get(periodicidad) ?? ""}`.trim()],
      ]
      after.forEach(([campo, valor_nuevo], k) => {
        pairs.push({ id_movimiento, orden: k + 1, campo, valor_anterior: null, valor_nuevo })
      })
      if (due) {
        seats.push({ id_posicion: posicion, f_inicio: ingreso, f_fin: null, id_empleado })
        notices.push({
          id_movimiento,
          id_empleado,
          tipo_aviso: "08",
          f_movimiento: ingreso,
          f_limite: addWorkingDays(ingreso, 5),
          registro_patronal: v(row, "registro_patronal"),
          nss: v(row, "nss"),
          sdi: derived.sdi,
          causa_baja: null,
          estado: "Pendiente",
        })
      }
    })
    yield* insertInChunks("empleados", people)
    yield* insertInChunks("movimientos_personal", movements)
    yield* insertInChunks("movimientos_personal_cambios", pairs)
    yield* insertInChunks("ocupaciones_posicion", seats)
    yield* insertInChunks("avisos_imss", notices)
    for (const [i, id_empleado] of reentries) {
      const row = all[i]!
      const own = Object.fromEntries(importColumns.map((c) => [c.field, v(row, c.field)]))
      yield* storeHire(hireColumns({ ...own, ...filledColumns(row.values, today), id_empleado }), {
        id_usuario: principal.id_usuario,
        authorized: true,
        motivo: "Reingreso por importación de colaboradores",
      })
    }
    return people.length + reentries.size
  })

/**
 * POST /importar-colaboradores: the file read outside any transaction; then, in one transaction
 * under the alta's lock, the database checks and (no problem, not only checking) the rows stored.
 * A problem found there rolls nothing back because nothing was written yet.
 */
export const importEmployees = (request: { readonly file: UploadedFile; readonly validar?: "1" | "0" | undefined }, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const read = yield* readImportFile(request.file)
    const answer = (problems: ReadonlyArray<ImportProblem>, importados: number) => {
      const result: ImportResult = {
        filas: read.rows.length,
        importados,
        total_problemas: problems.length,
        problemas: problems.slice(0, importMaxProblems),
      }
      const message =
        problems.length > 0 ? importMessages.conProblemas(problems.length) : importados > 0 ? importMessages.importados(importados) : importMessages.validado(read.rows.length)
      return { error: false as const, message, result }
    }
    if (read.problems.length > 0) return answer(read.problems, 0)
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* lockEmployeeKeys
        const { problems, reentries } = yield* checkRows(read.rows, principal)
        if (problems.length > 0 || request.validar === "1") return answer(problems, 0)
        return answer([], yield* storeImport(read.rows, principal, reentries))
      }),
    )
  })
