import { defaultDuties, scheduleOfJornada, seededKeyOf } from "../../domain/contratos/contrato-ingreso"
import { fixedTermArt37Code, indefiniteCode, trialCode } from "../../domain/contratos/gestion-contratos-vocabulary"
import { shiftDay } from "../../domain/rules/working-days"
import { formatFolio } from "../documents/folio"

// The contracts of seeded people (demo company and scale data), planned from each person's record
// without a database: deterministic by id so every seed gives the same story. An active person
// ends with one live (Vigente) contract of their SAT tipo de contrato:
// - 01 indeterminado from the hire; one in five hired over 400 days ago first had 90 days of
//   tiempo determinado, converted to indeterminado (a chain: id_contrato_anterior, num_renovacion);
// - 03 tiempo determinado (cause: the nature of the work) in renewed terms of 180 days, the last
//   three kept; one in four was not renewed on time, so its last term ended with the person still
//   working (Vencido, LFT 39); the others cover today, some ending within 30 days;
// - 05 sujeto a prueba for 30 days from the hire; once over, half are converted to indeterminado
//   and half are left Vencido.
// Terms already over are Renovado and signed; most live ones are signed too. A former employee has
// one contract, Terminado on their baja. Every contract names one beneficiary (the emergency
// contact) at 100 %, so its PDF can be issued.

export interface SeedPerson {
  readonly id_empleado: number
  readonly id_empresa: number
  readonly activo: string
  readonly f_ingreso: string
  readonly f_baja: string | null
  readonly id_tipo_contrato: string | null
  readonly id_puesto: string
  readonly salario_diario: number
  readonly id_tipo_jornada: string | null
  readonly lugar: string
  readonly funciones: string | null
  readonly beneficiario: string | null
  readonly parentesco: string | null
}

export type SeedContract = {
  id_contrato: string
  id_empleado: number
  id_empresa: number
  id_tipo_contrato: string
  f_inicio: string
  f_fin: string | null
  causa_art37: string | null
  dias_prueba: number | null
  id_puesto: string
  salario_diario: number
  id_tipo_jornada: string
  horario: string
  lugar_prestacion: string
  funciones: string
  id_contrato_anterior: string | null
  num_renovacion: number
  firmado: "1" | "0"
  estado: "Vigente" | "Renovado" | "Terminado"
  f_terminacion: string | null
  motivo_terminacion: string | null
  id_usuario_alta: string
  f_alta: string
}

export type SeedBeneficiary = {
  id_contrato: string
  orden: number
  nombre: string
  parentesco: string
  porcentaje: number
}

/** A term before it has its folio. */
interface Term {
  readonly sat: string
  readonly f_inicio: string
  readonly f_fin: string | null
  readonly estado: SeedContract["estado"]
  readonly firmado: boolean
  readonly f_terminacion?: string
}

const fixedTermDays = 180
const trialDays = 30

const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/**
 * The first day a seeded contract may start: folios carry the year and count from 2000 (the
 * counters' CHECK), so a person hired earlier signed the contract kept on file in 2000.
 */
export const firstContractDay = "2000-01-01"

/** The terms of an active person, oldest first; the last is the live one. */
const activeTerms = (hired: SeedPerson, today: string): ReadonlyArray<Term> => {
  const p = hired.f_ingreso < firstContractDay ? { ...hired, f_ingreso: firstContractDay } : hired
  const k = p.id_empleado
  const since = Math.max(0, daysBetween(p.f_ingreso, today))
  const signed = k % 10 < 8
  if (p.id_tipo_contrato === trialCode) {
    const trialEnd = shiftDay(p.f_ingreso, trialDays - 1)
    if (trialEnd >= today || k % 2 === 0) return [{ sat: trialCode, f_inicio: p.f_ingreso, f_fin: trialEnd, estado: "Vigente", firmado: signed }]
    return [
      { sat: trialCode, f_inicio: p.f_ingreso, f_fin: trialEnd, estado: "Renovado", firmado: true },
      { sat: indefiniteCode, f_inicio: shiftDay(trialEnd, 1), f_fin: null, estado: "Vigente", firmado: signed },
    ]
  }
  if (p.id_tipo_contrato === fixedTermArt37Code) {
    const current = Math.floor(since / fixedTermDays)
    const last = k % 4 === 0 && current > 0 ? current - 1 : current
    const first = Math.max(0, last - 2)
    return Array.from({ length: last - first + 1 }, (_, i) => {
      const n = first + i
      const f_inicio = shiftDay(p.f_ingreso, n * fixedTermDays)
      const live = n === last
      return { sat: fixedTermArt37Code, f_inicio, f_fin: shiftDay(f_inicio, fixedTermDays - 1), estado: live ? "Vigente" : "Renovado", firmado: live ? signed : true }
    })
  }
  if (k % 5 === 1 && since >= 400) {
    const end = shiftDay(p.f_ingreso, 89)
    return [
      { sat: fixedTermArt37Code, f_inicio: p.f_ingreso, f_fin: end, estado: "Renovado", firmado: true },
      { sat: indefiniteCode, f_inicio: shiftDay(end, 1), f_fin: null, estado: "Vigente", firmado: signed },
    ]
  }
  return [{ sat: indefiniteCode, f_inicio: p.f_ingreso, f_fin: null, estado: "Vigente", firmado: signed }]
}

/** A former employee's one contract, ended on the baja. */
const formerTerm = (p: SeedPerson): Term => {
  const sat = p.id_tipo_contrato === fixedTermArt37Code || p.id_tipo_contrato === trialCode ? p.id_tipo_contrato : indefiniteCode
  const baja = p.f_baja ?? p.f_ingreso
  const end = sat === indefiniteCode ? null : baja > p.f_ingreso ? baja : shiftDay(p.f_ingreso, 1)
  return { sat, f_inicio: p.f_ingreso, f_fin: end, estado: "Terminado", firmado: true, f_terminacion: baja }
}

/** Folio counters per company and year, from the stored ones on. */
export type FolioCounters = Map<string, number>
export const counterKey = (id_empresa: number, anio: number): string => `${id_empresa}:${anio}`

/** Plans the contracts of `people` (none of whom has one yet), drawing folios from `counters`. */
export const planSeedContracts = (people: ReadonlyArray<SeedPerson>, today: string, stampedAt: string, createdBy: string, counters: FolioCounters) => {
  const contracts: Array<SeedContract> = []
  const beneficiaries: Array<SeedBeneficiary> = []
  for (const p of people) {
    // A former employee gone before the first contract day keeps none.
    if (p.activo !== "1" && (p.f_baja ?? p.f_ingreso) < firstContractDay) continue
    const terms = p.activo === "1" ? activeTerms(p, today) : [formerTerm(p.f_ingreso < firstContractDay ? { ...p, f_ingreso: firstContractDay } : p)]
    let previous: string | null = null
    terms.forEach((term, num_renovacion) => {
      const anio = Number(term.f_inicio.slice(0, 4))
      const key = counterKey(p.id_empresa, anio)
      const next = (counters.get(key) ?? 0) + 1
      counters.set(key, next)
      const id_contrato = formatFolio("CT", p.id_empresa, anio, next)
      contracts.push({
        id_contrato,
        id_empleado: p.id_empleado,
        id_empresa: p.id_empresa,
        id_tipo_contrato: seededKeyOf(term.sat) ?? "IND",
        f_inicio: term.f_inicio,
        f_fin: term.f_fin,
        causa_art37: term.sat === fixedTermArt37Code ? "NATURALEZA" : null,
        dias_prueba: term.sat === trialCode ? trialDays : null,
        id_puesto: p.id_puesto,
        salario_diario: p.salario_diario,
        id_tipo_jornada: p.id_tipo_jornada?.trim() || "01",
        horario: scheduleOfJornada(p.id_tipo_jornada?.trim() ?? null),
        lugar_prestacion: p.lugar.slice(0, 250),
        funciones: (p.funciones?.trim() || defaultDuties).slice(0, 2000),
        id_contrato_anterior: previous,
        num_renovacion,
        firmado: term.firmado ? "1" : "0",
        estado: term.estado,
        f_terminacion: term.f_terminacion ?? null,
        motivo_terminacion: term.estado === "Terminado" ? "Baja del colaborador" : null,
        id_usuario_alta: createdBy,
        f_alta: stampedAt,
      })
      beneficiaries.push({
        id_contrato,
        orden: 1,
        nombre: (p.beneficiario?.trim() || "Beneficiario designado").slice(0, 150),
        parentesco: (p.parentesco ?? "Familiar").slice(0, 50),
        porcentaje: 100,
      })
      previous = id_contrato
    })
  }
  return { contracts, beneficiaries }
}
