import tiposAyuda from "../db/migrations/0050_tipos_ayuda"
import expedienteEmpleado from "../db/migrations/0069_expediente_empleado"
import referenciasPersonal from "../db/migrations/0070_referencias_personal"
import fotosEmpleados from "../db/migrations/0071_fotos_empleados"
import movimientosPersonal from "../db/migrations/0072_movimientos_personal"
import empleadosOrden from "../db/migrations/0076_empleados_orden"
import altasRecontratables from "../db/migrations/0080_altas_recontratables"
import foliosDocumento from "../db/migrations/0081_folios_documento"
import cartasLaborales from "../db/migrations/0082_cartas_laborales"
import reconocimientos from "../db/migrations/0083_reconocimientos"
import propiedadesResponsivas from "../db/migrations/0085_propiedades_responsivas"
import actasAdministrativas from "../db/migrations/0086_actas_administrativas"
import prestamos from "../db/migrations/0090_prestamos"
import ayudasEconomicas from "../db/migrations/0091_ayudas_economicas"
import candidatos from "../db/migrations/0100_candidatos"
import solicitudesPortalAtencion from "../db/migrations/0120_solicitudes_portal_atencion"

// personal's migrations, apart from its manifest: the process that migrates at start must not load
// the module's handlers and schemas with them (the files stay in server/db/migrations/).
export const personalMigrations = {
  "0050_tipos_ayuda": tiposAyuda,
  "0069_expediente_empleado": expedienteEmpleado,
  "0070_referencias_personal": referenciasPersonal,
  "0071_fotos_empleados": fotosEmpleados,
  "0072_movimientos_personal": movimientosPersonal,
  "0076_empleados_orden": empleadosOrden,
  "0080_altas_recontratables": altasRecontratables,
  "0081_folios_documento": foliosDocumento,
  "0082_cartas_laborales": cartasLaborales,
  "0083_reconocimientos": reconocimientos,
  "0085_propiedades_responsivas": propiedadesResponsivas,
  "0086_actas_administrativas": actasAdministrativas,
  "0090_prestamos": prestamos,
  "0091_ayudas_economicas": ayudasEconomicas,
  "0100_candidatos": candidatos,
  "0120_solicitudes_portal_atencion": solicitudesPortalAtencion,
}
