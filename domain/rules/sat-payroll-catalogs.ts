// The SAT's payroll catalogues an employee record names (CFDI de nómina 1.2, DOMAIN-MX 1.7), as
// data: the migration seeds their read-only tables from these rows and tests read them here.

export type SatRow = readonly [id: string, name: string]

/** c_TipoContrato. */
export const tiposContrato: ReadonlyArray<SatRow> = [
  ["01", "Contrato de trabajo por tiempo indeterminado"],
  ["02", "Contrato de trabajo para obra determinada"],
  ["03", "Contrato de trabajo por tiempo determinado"],
  ["04", "Contrato de trabajo por temporada"],
  ["05", "Contrato de trabajo sujeto a prueba"],
  ["06", "Contrato de trabajo con capacitación inicial"],
  ["07", "Modalidad de contratación por pago de hora laborada"],
  ["08", "Modalidad de trabajo por comisión laboral"],
  ["09", "Modalidades de contratación donde no existe relación de trabajo"],
  ["10", "Jubilación, pensión, retiro"],
  ["99", "Otro contrato"],
]

/** c_TipoJornada. */
export const tiposJornada: ReadonlyArray<SatRow> = [
  ["01", "Diurna"],
  ["02", "Nocturna"],
  ["03", "Mixta"],
  ["04", "Por hora"],
  ["05", "Reducida"],
  ["06", "Continuada"],
  ["07", "Partida"],
  ["08", "Por turnos"],
  ["99", "Otra jornada"],
]

/** c_TipoRegimen: 02 Sueldos is the default of a salaried worker. */
export const tiposRegimen: ReadonlyArray<SatRow> = [
  ["02", "Sueldos (incluye ingresos art. 94 LISR)"],
  ["03", "Jubilados"],
  ["04", "Pensionados"],
  ["05", "Asimilados miembros sociedades cooperativas de producción"],
  ["06", "Asimilados integrantes sociedades y asociaciones civiles"],
  ["07", "Asimilados miembros consejos"],
  ["08", "Asimilados comisionistas"],
  ["09", "Asimilados honorarios"],
  ["10", "Asimilados acciones"],
  ["11", "Asimilados otros"],
  ["12", "Jubilados o pensionados"],
  ["13", "Indemnización o separación"],
  ["99", "Otro régimen"],
]
