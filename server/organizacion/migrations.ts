import empresas from "../db/migrations/0060_empresas"
import referenciasOrganizacion from "../db/migrations/0061_referencias_organizacion"
import centrosTrabajo from "../db/migrations/0062_centros_trabajo"
import departamentos from "../db/migrations/0063_departamentos"
import empresasRfcSat from "../db/migrations/0064_empresas_rfc_sat"
import puestosPosiciones from "../db/migrations/0065_puestos_posiciones"
import puestosSecciones from "../db/migrations/0066_puestos_secciones"
import prorrateoPosiciones from "../db/migrations/0067_prorrateo_posiciones"
import empleadosActivosDepto from "../db/migrations/0068_empleados_activos_depto"

// organizacion's migrations, apart from its manifest: the process that migrates at start must not load
// the module's handlers and schemas with them (the files stay in server/db/migrations/).
export const organizacionMigrations = {
  "0060_empresas": empresas,
  "0061_referencias_organizacion": referenciasOrganizacion,
  "0062_centros_trabajo": centrosTrabajo,
  "0063_departamentos": departamentos,
  "0064_empresas_rfc_sat": empresasRfcSat,
  "0065_puestos_posiciones": puestosPosiciones,
  "0066_puestos_secciones": puestosSecciones,
  "0067_prorrateo_posiciones": prorrateoPosiciones,
  "0068_empleados_activos_depto": empleadosActivosDepto,
}
