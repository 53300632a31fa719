import { fotoEmpleado, guardarFotoEmpleado } from "../../domain/personal/gestion-personal-photo-api"
import type { ApiPort, PortFile, PortResult } from "../records/api-port"
import { type UploadOutcome, uploadedVersion } from "../records/upload-calls"

// One version of an employee's photo: the record's image field and the list's thumbnail show it;
// and a new one uploaded to the employee.

export const employeePhoto =
  (api: ApiPort) =>
  (id_empleado: string, version: string): Promise<PortResult<PortFile>> =>
    api.download(fotoEmpleado, { id_empleado: Number(id_empleado), version })

export const uploadEmployeePhoto =
  (api: ApiPort) =>
  async (id_empleado: string, file: File): Promise<UploadOutcome> =>
    uploadedVersion(await api.upload(guardarFotoEmpleado, { id_empleado: Number(id_empleado), file }))
