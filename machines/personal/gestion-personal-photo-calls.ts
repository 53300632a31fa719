import { fotoEmpleado } from "../../domain/personal/gestion-personal-photo-api"
import type { ApiPort, PortFile, PortResult } from "../records/api-port"

// One version of an employee's photo: the record's image field and the list's thumbnail show it.

export const employeePhoto =
  (api: ApiPort) =>
  (id_empleado: string, version: string): Promise<PortResult<PortFile>> =>
    api.download(fotoEmpleado, { id_empleado: Number(id_empleado), version })
