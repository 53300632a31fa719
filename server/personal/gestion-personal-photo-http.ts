import type { personalEmployeePhotoEndpoints } from "../../domain/personal/gestion-personal-photo-api"
import type { HandlersOf } from "../http/handler"
import { serveImage, uploadImage } from "../records/image-http"
import { employeePhotos } from "./gestion-personal-photo"
import { employeeServerMessages } from "./gestion-personal"

// The employee photo's upload and image (server/records/image-http.ts).

const upload = { entidad: "colaborador", key: "id_empleado", noteField: "foto_subida", nuevo: employeeServerMessages.fotoNueva, noValida: employeeServerMessages.fotoNoValida }

export const personalEmployeePhotoHandlers: HandlersOf<typeof personalEmployeePhotoEndpoints> = {
  guardarFotoEmpleado: ({ id_empleado, file }, context) => uploadImage(employeePhotos, upload, id_empleado, file, context),
  fotoEmpleado: ({ id_empleado, version }) => serveImage(employeePhotos, id_empleado, version),
}
