// A CON210 draft the contratos API tests save: an obra of 2026 for the person and their puesto,
// with every LFT 25 element filled; a test overrides what it is about.

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
