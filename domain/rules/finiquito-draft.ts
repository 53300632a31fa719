import { laterDate } from "./vacation-balance"
import { shiftDay } from "./working-days"

// What a finiquito drafted from an authorized BAJA assumes where the record says nothing.

/**
 * The day the person was last paid up to. [D] Without the payroll's cut-offs, the draft assumes
 * quincenal pay settled at the end of the last quincena closed before the baja (a baja on the
 * 20th: paid up to the 15th; on the 15th or before: up to the end of the previous month), never
 * before the day before the hire. HR corrects it in Borrador when the payroll says otherwise.
 */
export const paidUntilForDraft = (f_baja: string, f_ingreso: string): string => {
  const day = Number(f_baja.slice(8, 10))
  const closed = day > 15 ? `${f_baja.slice(0, 8)}15` : shiftDay(`${f_baja.slice(0, 8)}01`, -1)
  return laterDate(closed, shiftDay(f_ingreso, -1))
}
