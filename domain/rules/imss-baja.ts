// The IMSS (IDSE) causes of a baja, DOMAIN-MX 1.7: every motivo de baja a company keeps maps to
// one of them, and the baja notice carries it. The column holds the one-character code.

export interface CausaBajaImss {
  readonly clave: string
  readonly nombre: string
}

export const causasBajaImss: ReadonlyArray<CausaBajaImss> = [
  { clave: "1", nombre: "Término de contrato" },
  { clave: "2", nombre: "Separación voluntaria" },
  { clave: "3", nombre: "Abandono de empleo" },
  { clave: "4", nombre: "Defunción" },
  { clave: "5", nombre: "Clausura" },
  { clave: "6", nombre: "Otras" },
  { clave: "7", nombre: "Ausentismo" },
  { clave: "8", nombre: "Rescisión de contrato" },
  { clave: "9", nombre: "Jubilación" },
  { clave: "A", nombre: "Pensión" },
]
