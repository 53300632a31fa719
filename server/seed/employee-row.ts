/** One row of `empleados` as both seeders insert it (demo company and scale data). */
export type EmployeeRow = {
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
