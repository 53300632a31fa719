import { ReportRequest } from "./reporteador"
import { fileEndpoint, needsSession, xlsxFile } from "../api/endpoint"

// SPEC 2.1 puts /reporteador behind an authenticated session only, with no option key of its
// own, so any signed-in user may build a report; which rows they get is limited by their role's
// work centres (permisos_rol, permiso '1'), exactly like the dashboard.
export const reporteador = fileEndpoint({
  name: "reporteador",
  method: "POST",
  path: "/reporteador",
  summary:
    "Genera un archivo de Excel del reporte elegido (solo 'Colaboradores', vt_lista_empleados) con las columnas en el orden pedido, limitado a los centros de trabajo del rol del usuario.",
  access: needsSession,
  writes: false,
  request: ReportRequest,
  file: xlsxFile,
})

export const reportEndpoints = { reporteador } as const
