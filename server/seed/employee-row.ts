import { isoDate } from "../dates"

/** What both seeders draw for a person first (demo company and scale data): name, dates, place. */
export type EmployeeBase = {
  id_empleado: number
  nombre: string
  apellido_paterno: string
  apellido_materno: string
  sexo: "H" | "M"
  f_nacimiento: string
  f_ingreso: string
  f_baja: string | null
  foto: null
  id_empresa: number
  id_centro_trabajo: number
  id_depto: number
  id_puesto: string
  activo: "1" | "0"
}

/** One row of `empleados` as both seeders insert it: the base and the record's other tabs (migration 0069). */
export type EmployeeRow = EmployeeBase & {
  num_empleado: string
  curp: string
  rfc: string
  nss: string
  id_estado_civil: number | null
  id_escolaridad: number | null
  id_pais_nacimiento: number | null
  id_estado_nacimiento: number | null
  nacionalidad: string
  id_tipo_sangre: number | null
  calle: string
  num_exterior: string
  num_interior: string | null
  colonia: string
  codigo_postal: string
  id_pais: number
  id_estado: number
  id_ciudad: number
  email_personal: string
  email_trabajo: string
  telefono: string | null
  celular: string
  contacto_emergencia_nombre: string
  contacto_emergencia_parentesco: number | null
  contacto_emergencia_telefono: string
  registro_patronal: string | null
  cp_fiscal: string
  id_regimen_fiscal: string
  id_tipo_contrato: string
  id_tipo_jornada: string
  id_tipo_regimen: string
  id_periodicidad: string
  tipo_salario: "F" | "V" | "M"
  num_credito_infonavit: string | null
  clabe: string | null
  id_banco: string | null
  id_posicion: string | null
  persona_clave: "1" | "0"
  salario_diario: number
  factor_integracion: number
  sdi: number
  f_antiguedad: string
  id_motivo_baja: number | null
  causa_imss: string | null
  recontratable: "1" | "0" | null
  observaciones_baja: string | null
}

/** Where and when a drawn person works, as both seeders store it: dates as ISO text, no photo, the department's place. */
export const placedPerson = (
  dates: { readonly birth: Date; readonly hired: Date; readonly left: Date | null },
  department: { readonly id_empresa: number; readonly id_centro_trabajo: number; readonly id_depto: number },
): Pick<EmployeeBase, "f_nacimiento" | "f_ingreso" | "f_baja" | "foto" | "id_empresa" | "id_centro_trabajo" | "id_depto" | "activo"> => ({
  f_nacimiento: isoDate(dates.birth),
  f_ingreso: isoDate(dates.hired),
  f_baja: dates.left === null ? null : isoDate(dates.left),
  foto: null,
  id_empresa: department.id_empresa,
  id_centro_trabajo: department.id_centro_trabajo,
  id_depto: department.id_depto,
  activo: dates.left === null ? "1" : "0",
})
