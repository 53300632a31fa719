import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { integratedDailyWage, integrationFactor } from "../../domain/rules/integration-factor"
import { vacationDaysOn } from "../../domain/rules/vacation-days"
import { addWorkingDays } from "../../domain/rules/working-days"
import type { EmployeeRow } from "./employee-row"
import { insertInChunks } from "./insert-chunks"
import type { PositionPlan } from "./seed-positions"

// The demo's movement history (DOMAIN-MX 4.10), all of it applied, told by the records the seed
// already built: an ALTA on each hire date (with the first seat when it began that day), a
// CAMBIO_POSICION whenever the person took another seat later, the yearly raise (CAMBIO_SALARIO on
// 1 January) of a third of the people hired before this year, and a BAJA on each leaving date with
// its motive. Each carries its before/after pairs as the movements module writes them, and its
// IMSS notice (08 alta, 07 salario, 02 baja) due five working days later, filed unless it is
// recent. Nothing is left pending, so no demo person has a movement in the way of a new one.

type MovementRow = {
  id_movimiento: number
  id_empleado: number
  tipo_movimiento: "ALTA" | "CAMBIO_POSICION" | "CAMBIO_SALARIO" | "BAJA"
  f_efectiva: string
  motivo: string
  estado: "Aplicado"
  id_posicion_nueva: string | null
  salario_diario_nuevo: number | null
  id_periodicidad_nueva: string | null
  id_motivo_baja: number | null
  causa_imss: string | null
  recontratable: string
  id_usuario_alta: string
  f_alta: string
  f_autorizacion: string
  f_aplicacion: string
}

type PairRow = { id_movimiento: number; orden: number; campo: string; valor_anterior: string | null; valor_nuevo: string | null }

type NoticeRow = {
  id_aviso: number
  id_movimiento: number
  id_empleado: number
  tipo_aviso: "08" | "07" | "02"
  f_movimiento: string
  f_limite: string
  registro_patronal: string | null
  nss: string
  sdi: number | null
  causa_baja: string | null
  estado: "Pendiente" | "Presentado"
  f_presentacion: string | null
}

/** The yearly raise, 6 %: the salary before it is today's divided by 1.06. */
const raise = 1.06
const money = (n: number): string => n.toFixed(2)

export const seedMovementHistory = (
  employees: ReadonlyArray<EmployeeRow>,
  plan: PositionPlan,
  options: { readonly today: string; readonly user: string },
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const names = <K extends string, N extends string>(rows: ReadonlyArray<Record<K | N, unknown>>, key: K, name: N) =>
      new Map(rows.map((r) => [String(r[key]), String(r[name])]))
    const puestos = names(yield* sql<{ id_puesto: string; n_puesto: string }>`SELECT id_puesto, n_puesto FROM puestos`, "id_puesto", "n_puesto")
    const deptos = names(yield* sql<{ id_depto: number; n_depto: string }>`SELECT id_depto, n_depto FROM departamentos`, "id_depto", "n_depto")
    const centros = names(
      yield* sql<{ id_centro_trabajo: number; n_centro_trabajo: string }>`SELECT id_centro_trabajo, n_centro_trabajo FROM centros_trabajo`,
      "id_centro_trabajo",
      "n_centro_trabajo",
    )
    const periodicidades = names(
      yield* sql<{ id_periodicidad: string; n_periodicidad: string }>`SELECT id_periodicidad, n_periodicidad FROM periodicidades_pago`,
      "id_periodicidad",
      "n_periodicidad",
    )
    const positions = new Map(plan.posiciones.map((p) => [p.id_posicion, p]))
    const seatsOf = new Map<number, Array<{ id_posicion: string; f_inicio: string }>>()
    for (const o of plan.ocupaciones) seatsOf.set(o.id_empleado, [...(seatsOf.get(o.id_empleado) ?? []), o])
    for (const seats of seatsOf.values()) seats.sort((a, b) => a.f_inicio.localeCompare(b.f_inicio))

    /** The labels the movements module shows for a seat: position, puesto, department, centre. */
    const seatLabels = (key: string | null) => {
      const p = key === null ? undefined : positions.get(key)
      return {
        posicion: p === undefined ? null : `${p.id_posicion} · ${p.n_posicion}`,
        puesto: p === undefined ? null : (puestos.get(p.id_puesto) ?? null),
        depto: p === undefined ? null : (deptos.get(String(p.id_depto)) ?? null),
        centro: p === undefined ? null : (centros.get(String(p.id_centro_trabajo)) ?? null),
      }
    }

    const year = options.today.slice(0, 4)
    const yearStart = `${year}-01-01`
    type Draft = Omit<MovementRow, "id_movimiento" | "estado" | "id_usuario_alta" | "f_alta" | "f_autorizacion" | "f_aplicacion"> & {
      readonly pairs: ReadonlyArray<Omit<PairRow, "id_movimiento" | "orden">>
      readonly notice: { readonly tipo: "08" | "07" | "02"; readonly sdi: number | null } | null
      readonly employee: EmployeeRow
    }
    const drafts: Array<Draft> = []
    // recontratable is '1' on every movement but a BAJA that says otherwise, as the module stores it.
    const blank = { id_posicion_nueva: null, salario_diario_nuevo: null, id_periodicidad_nueva: null, id_motivo_baja: null, causa_imss: null, recontratable: "1" }

    employees.forEach((e, index) => {
      const seats = seatsOf.get(e.id_empleado) ?? []
      const raised = e.activo === "1" && e.f_ingreso < yearStart && index % 3 === 0
      const hireSalary = raised ? Math.round((e.salario_diario / raise) * 100) / 100 : e.salario_diario
      const hireSdi = integratedDailyWage(hireSalary, integrationFactor(vacationDaysOn(e.f_antiguedad, e.f_ingreso)))
      const periodicidad = `${e.id_periodicidad} ${periodicidades.get(e.id_periodicidad) ?? ""}`.trim()

      // ALTA, with the first seat when the person took it on the hire date.
      const firstSeat = seats[0] !== undefined && seats[0].f_inicio <= e.f_ingreso ? seats[0] : undefined
      const first = seatLabels(firstSeat?.id_posicion ?? null)
      drafts.push({
        ...blank,
        id_empleado: e.id_empleado,
        tipo_movimiento: "ALTA",
        f_efectiva: e.f_ingreso,
        motivo: "Alta de personal",
        id_posicion_nueva: firstSeat?.id_posicion ?? null,
        salario_diario_nuevo: hireSalary,
        id_periodicidad_nueva: e.id_periodicidad,
        pairs: [
          ...(first.posicion === null
            ? []
            : [
                { campo: "posicion", valor_anterior: null, valor_nuevo: first.posicion },
                { campo: "puesto", valor_anterior: null, valor_nuevo: first.puesto },
                { campo: "depto", valor_anterior: null, valor_nuevo: first.depto },
                { campo: "centro", valor_anterior: null, valor_nuevo: first.centro },
              ]),
          { campo: "salario_diario", valor_anterior: null, valor_nuevo: money(hireSalary) },
          { campo: "sdi", valor_anterior: null, valor_nuevo: money(hireSdi) },
          { campo: "periodicidad", valor_anterior: null, valor_nuevo: periodicidad },
        ],
        notice: { tipo: "08", sdi: hireSdi },
        employee: e,
      })

      // Each later seat: a change of position on the day it began.
      let held = firstSeat?.id_posicion ?? null
      for (const seat of seats) {
        if (seat === firstSeat) continue
        const before = seatLabels(held)
        const after = seatLabels(seat.id_posicion)
        const pairs = (["posicion", "puesto", "depto", "centro"] as const)
          .filter((campo) => before[campo] !== after[campo])
          .map((campo) => ({ campo, valor_anterior: before[campo], valor_nuevo: after[campo] }))
        drafts.push({
          ...blank,
          id_empleado: e.id_empleado,
          tipo_movimiento: "CAMBIO_POSICION",
          f_efectiva: seat.f_inicio,
          motivo: held === null ? "Asignación de posición" : "Reorganización del área",
          id_posicion_nueva: seat.id_posicion,
          pairs,
          notice: null,
          employee: e,
        })
        held = seat.id_posicion
      }

      if (raised) {
        drafts.push({
          ...blank,
          id_empleado: e.id_empleado,
          tipo_movimiento: "CAMBIO_SALARIO",
          f_efectiva: yearStart,
          motivo: "Incremento salarial anual",
          salario_diario_nuevo: e.salario_diario,
          pairs: [
            { campo: "salario_diario", valor_anterior: money(hireSalary), valor_nuevo: money(e.salario_diario) },
            { campo: "sdi", valor_anterior: money(integratedDailyWage(hireSalary, e.factor_integracion)), valor_nuevo: money(e.sdi) },
          ],
          notice: { tipo: "07", sdi: e.sdi },
          employee: e,
        })
      }

      if (e.f_baja !== null && e.id_motivo_baja !== null) {
        const last = seatLabels(seats.at(-1)?.id_posicion ?? null)
        drafts.push({
          ...blank,
          id_empleado: e.id_empleado,
          tipo_movimiento: "BAJA",
          f_efectiva: e.f_baja,
          motivo: "Baja de personal",
          id_motivo_baja: e.id_motivo_baja,
          causa_imss: e.causa_imss,
          recontratable: e.recontratable ?? "1",
          pairs: last.posicion === null ? [] : [{ campo: "posicion", valor_anterior: last.posicion, valor_nuevo: null }],
          notice: { tipo: "02", sdi: null },
          employee: e,
        })
      }
    })

    // Numbered by date, the way they were captured.
    drafts.sort((a, b) => a.f_efectiva.localeCompare(b.f_efectiva) || a.id_empleado - b.id_empleado)
    const movements: Array<MovementRow> = []
    const pairs: Array<PairRow> = []
    const notices: Array<NoticeRow> = []
    drafts.forEach((d, i) => {
      const id_movimiento = i + 1
      const { pairs: own, notice, employee, ...row } = d
      const at = `${d.f_efectiva}T16:00:00.000Z`
      movements.push({ ...row, id_movimiento, estado: "Aplicado", id_usuario_alta: options.user, f_alta: at, f_autorizacion: at, f_aplicacion: at })
      own.forEach((p, k) => {
        pairs.push({ id_movimiento, orden: k + 1, ...p })
      })
      if (notice !== null) {
        const filed = addWorkingDays(d.f_efectiva, 2)
        notices.push({
          id_aviso: notices.length + 1,
          id_movimiento,
          id_empleado: d.id_empleado,
          tipo_aviso: notice.tipo,
          f_movimiento: d.f_efectiva,
          f_limite: addWorkingDays(d.f_efectiva, 5),
          registro_patronal: employee.registro_patronal,
          nss: employee.nss,
          sdi: notice.sdi,
          causa_baja: notice.tipo === "02" ? employee.causa_imss : null,
          // What happened in the last days is still to be filed.
          estado: filed <= options.today ? "Presentado" : "Pendiente",
          f_presentacion: filed <= options.today ? filed : null,
        })
      }
    })
    yield* insertInChunks("movimientos_personal", movements)
    yield* insertInChunks("movimientos_personal_cambios", pairs)
    yield* insertInChunks("avisos_imss", notices)
    // PostgreSQL's identity sequences start after the rows given their own ids.
    yield* sql.onDialectOrElse({
      pg: () =>
        Effect.gen(function* () {
          yield* sql`SELECT setval(pg_get_serial_sequence('movimientos_personal', 'id_movimiento'), ${Math.max(1, movements.length)})`
          yield* sql`SELECT setval(pg_get_serial_sequence('avisos_imss', 'id_aviso'), ${Math.max(1, notices.length)})`
        }),
      orElse: () => Effect.void,
    })
    return { movimientos: movements.length, avisos: notices.length }
  })
