import { curpBirthDate, curpMessages, curpProblem, curpSex } from "./curp"
import { normalizeIdentifier } from "./identifier-text"
import { rfcDatePart, rfcProblem } from "./rfc"
import { completedYears } from "./seniority"

// The cross-checks of an employee's identity (DOMAIN-MX 1.1, 1.2, 4.2), pure: the form, the
// server's write and the Excel import (10,000 rows) decide with the same function.
//
// - the CURP's birth date (with its century) is f_nacimiento; its 11th letter is sexo;
// - the RFC's date part (YYMMDD) is f_nacimiento's: with the CURP's also agreeing, the three agree;
// - the person is at least 15 on f_ingreso (LFT art. 22; 15 to 17 only warns: authorization);
// - f_ingreso is at most 30 days after today [D], f_antiguedad not after f_ingreso.
// Each identifier's own format is the field's business (curpProblem, rfcProblem): a malformed
// one is not cross-checked, so the person reads one message per mistake.

export const identityMessages = {
  curpNacimiento: curpMessages.fechaNacimiento,
  curpSexo: curpMessages.sexo,
  rfcNacimiento: "La fecha de nacimiento no coincide con el RFC",
  edadMinima: "El colaborador debe tener al menos 15 años",
  ingresoFuturo: "La fecha de ingreso no puede ser mayor a 30 días a partir de hoy",
  antiguedad: "La fecha de antigüedad no puede ser mayor a la fecha de ingreso",
  // Warnings: shown, never blocking.
  menorDeEdad: "El colaborador es menor de 18 años: requiere autorización de sus padres o tutor",
  letrasRfc: "Las letras del RFC no coinciden con las del CURP",
} as const

/** How far in the future an alta may be captured [D]. */
export const maxDaysAhead = 30

export interface IdentityInput {
  readonly curp?: string | null | undefined
  readonly rfc?: string | null | undefined
  readonly f_nacimiento?: string | null | undefined
  readonly sexo?: string | null | undefined
  readonly f_ingreso?: string | null | undefined
  readonly f_antiguedad?: string | null | undefined
}

export interface IdentityProblem {
  readonly field: keyof IdentityInput
  readonly message: string
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/
const present = (s: string | null | undefined): s is string => typeof s === "string" && s.trim() !== ""

/** `iso` plus `days` days, as ISO text. */
export const addDays = (iso: string, days: number): string => {
  const [y, m, d] = iso.split("-").map(Number)
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10)
}

/**
 * The blocking problems, in the order the tabs show the fields; empty when everything agrees.
 * `today` (ISO) bounds f_ingreso; null leaves that check to whoever owns the clock (the server).
 */
export const identityProblems = (input: IdentityInput, today: string | null): ReadonlyArray<IdentityProblem> => {
  const problems: Array<IdentityProblem> = []
  const birth = present(input.f_nacimiento) && isoDate.test(input.f_nacimiento) ? input.f_nacimiento : null
  const curp = present(input.curp) && curpProblem(input.curp) === null ? normalizeIdentifier(input.curp) : null
  const rfc = present(input.rfc) && rfcProblem(input.rfc, { tipoPersona: "F", checkDigit: false }) === null
    ? normalizeIdentifier(input.rfc)
    : null
  if (curp !== null && birth !== null && curpBirthDate(curp) !== birth) {
    problems.push({ field: "curp", message: identityMessages.curpNacimiento })
  }
  if (curp !== null && present(input.sexo) && curpSex(curp) !== input.sexo) {
    problems.push({ field: "sexo", message: identityMessages.curpSexo })
  }
  if (rfc !== null && birth !== null && rfcDatePart(rfc) !== birth.slice(2).replace(/-/g, "")) {
    problems.push({ field: "rfc", message: identityMessages.rfcNacimiento })
  }
  const ingreso = present(input.f_ingreso) && isoDate.test(input.f_ingreso) ? input.f_ingreso : null
  if (birth !== null && ingreso !== null && completedYears(birth, ingreso) < 15) {
    problems.push({ field: "f_nacimiento", message: identityMessages.edadMinima })
  }
  if (ingreso !== null && today !== null && ingreso > addDays(today, maxDaysAhead)) {
    problems.push({ field: "f_ingreso", message: identityMessages.ingresoFuturo })
  }
  if (ingreso !== null && present(input.f_antiguedad) && isoDate.test(input.f_antiguedad) && input.f_antiguedad > ingreso) {
    problems.push({ field: "f_antiguedad", message: identityMessages.antiguedad })
  }
  return problems
}

/** What only warns: a minor (15 to 17 on f_ingreso), RFC letters that differ from the CURP's. */
export const identityWarnings = (input: IdentityInput): ReadonlyArray<IdentityProblem> => {
  const warnings: Array<IdentityProblem> = []
  const birth = present(input.f_nacimiento) && isoDate.test(input.f_nacimiento) ? input.f_nacimiento : null
  const ingreso = present(input.f_ingreso) && isoDate.test(input.f_ingreso) ? input.f_ingreso : null
  if (birth !== null && ingreso !== null) {
    const age = completedYears(birth, ingreso)
    if (age >= 15 && age < 18) warnings.push({ field: "f_nacimiento", message: identityMessages.menorDeEdad })
  }
  if (present(input.curp) && present(input.rfc)) {
    const curp = normalizeIdentifier(input.curp)
    const rfc = normalizeIdentifier(input.rfc)
    if (curp.length === 18 && rfc.length === 13 && curp.slice(0, 4) !== rfc.slice(0, 4)) {
      warnings.push({ field: "rfc", message: identityMessages.letrasRfc })
    }
  }
  return warnings
}
