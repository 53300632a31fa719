// A CON210 draft the contratos API tests save: an obra of 2026 for the person and their puesto,
// with every LFT 25 element filled; a test overrides what it is about.

import { Effect } from "effect"
import type { RunningServer } from "../../../server/app"
import { sqlOf } from "./security"

type Body = Record<string, unknown>

export const contractDraft = (p: { readonly id_empleado: number; readonly id_puesto: string }, extra: Body = {}): Body => ({
  id_empleado: p.id_empleado,
  id_tipo_contrato: "OBRA",
  f_inicio: "2026-01-01",
  f_fin: "2026-12-31",
  causa_art37: null,
  id_empleado_sustituido: null,
  dias_prueba: null,
  meses_capacitacion: null,
  id_puesto: p.id_puesto,
  salario_diario: 500,
  id_tipo_jornada: "01",
  horario: "Lunes a viernes de 9:00 a 18:00",
  lugar_prestacion: "Planta León",
  funciones: "Las del puesto",
  beneficiarios: [{ nombre: "Ana Ruiz Soto", parentesco: "Cónyuge", porcentaje: 100 }],
  ...extra,
})

/**
 * The demo gives every active person a live contract (server/seed/contract-plan.ts). A person a
 * test writes contracts for is one no test touched yet (no draft, nothing ended or cancelled) and
 * with no probation or initial training on file, which would make LFT 39-D refuse the test's own.
 */
export const untouchedPerson = `NOT EXISTS (SELECT 1 FROM contratos c WHERE c.id_empleado = e.id_empleado
  AND (c.estado IN ('Borrador', 'Terminado', 'Cancelado') OR c.dias_prueba IS NOT NULL OR c.meses_capacitacion IS NOT NULL))`

/** Ends the person's seeded live contracts on their start, so the test's contracts of 2026 overlap none. */
export const endLiveContracts = (server: RunningServer, id_empleado: number) =>
  sqlOf(
    server,
    (sql) => sql`UPDATE contratos SET estado = 'Terminado', f_terminacion = f_inicio, motivo_terminacion = 'Terminado para la prueba'
      WHERE id_empleado = ${id_empleado} AND estado = 'Vigente'`,
  )

const centreColumns = [
  "id_empresa",
  "calle",
  "num_exterior",
  "num_interior",
  "colonia",
  "codigo_postal",
  "id_pais",
  "id_estado",
  "id_ciudad",
  "id_registro_patronal",
  "id_zona",
  "id_plaza",
  "id_responsable",
  "activo",
].join(", ")

/**
 * A work centre of its own for a report's test: a copy of the first person's centre (its
 * company, address and every role's grant) under a new key and name, holding exactly the given
 * people, whose seeded contracts and everything hanging on them are removed first. The demo
 * gives every active person a contract, so no seeded centre is free of them; in this one the
 * report sees only the contracts the test writes. Returns the new centre's key.
 */
export const freshCentre = async (server: RunningServer, name: string, people: ReadonlyArray<number>): Promise<number> => {
  if (people.length === 0) throw new Error("a fresh centre needs its people")
  const list = people.map(Number).join(", ")
  const of = `SELECT id_contrato FROM contratos WHERE id_empleado IN (${list})`
  return sqlOf(server, (sql) =>
    Effect.gen(function* () {
      const [from] = yield* sql.unsafe<{ id_centro_trabajo: number }>(`SELECT id_centro_trabajo FROM empleados WHERE id_empleado = ${Number(people[0])}`)
      const [top] = yield* sql.unsafe<{ n: number }>("SELECT MAX(id_centro_trabajo) AS n FROM centros_trabajo")
      if (from === undefined || top === undefined) return yield* Effect.dieMessage("no centre to copy")
      const template = Number(from.id_centro_trabajo)
      const centre = Number(top.n) + 1
      yield* sql`INSERT INTO centros_trabajo (id_centro_trabajo, n_centro_trabajo, ${sql.literal(centreColumns)})
        SELECT ${centre}, ${name}, ${sql.literal(centreColumns)} FROM centros_trabajo WHERE id_centro_trabajo = ${template}`
      yield* sql`INSERT INTO permisos_rol (id_rol, id_empresa, id_centro_trabajo, permiso)
        SELECT id_rol, id_empresa, ${centre}, permiso FROM permisos_rol WHERE id_centro_trabajo = ${template}`
      // Children first (every table that REFERENCES contratos), then the chain of renewals.
      yield* sql.unsafe(`DELETE FROM seguimientos_contratos_adjuntos
        WHERE id_seguimiento IN (SELECT id_seguimiento FROM seguimientos_contratos WHERE id_contrato IN (${of}))`)
      for (const table of ["seguimientos_contratos", "contratos_documentos", "contratos_alertas", "contratos_beneficiarios"]) {
        yield* sql.unsafe(`DELETE FROM ${table} WHERE id_contrato IN (${of})`)
      }
      yield* sql.unsafe(`DELETE FROM renovaciones_contratos WHERE id_contrato IN (${of}) OR id_contrato_anterior IN (${of})`)
      yield* sql.unsafe(`UPDATE contratos SET id_contrato_anterior = NULL WHERE id_contrato_anterior IN (${of})`)
      yield* sql.unsafe(`DELETE FROM contratos WHERE id_empleado IN (${list})`)
      yield* sql.unsafe(`UPDATE empleados SET id_centro_trabajo = ${centre} WHERE id_empleado IN (${list})`)
      return centre
    }),
  )
}
