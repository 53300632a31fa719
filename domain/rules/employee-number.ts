// The employee number people read, "No. colaborador" (SPEC 3.3, DOMAIN-MX 4.2): the system
// parameters' serie_persona followed by a consecutive left-padded with zeros to
// digitos_id_persona digits: serie "E", 5 digits, consecutive 42 gives "E00042". It is drawn once
// when the person is created and never changes.
//
// The consecutive is the employee's internal key (id_empleado): migration 0069 numbered the
// people already stored that way, and a key the database draws is unique under concurrent altas
// without a counter of its own.

/** digitos_id_persona as the parameters may hold it (null, 0, too many): 1 to 10, 5 by default. */
export const employeeNumberDigits = (digits: number | null | undefined): number =>
  digits === null || digits === undefined || !Number.isFinite(digits) ? 5 : Math.max(1, Math.min(10, Math.trunc(digits)))

/** serie + consecutive padded to `digits` (a consecutive longer than `digits` keeps all its digits). */
export const employeeNumber = (serie: string, consecutive: number, digits: number | null | undefined): string =>
  `${serie.trim()}${String(Math.trunc(consecutive)).padStart(employeeNumberDigits(digits), "0")}`
