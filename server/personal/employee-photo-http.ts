import { createHash } from "node:crypto"
import { HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import type { personalEmployeePhotoEndpoints } from "../../domain/api/personal-employee-photo"
import { messages } from "../../domain/messages"
import { auditNote } from "../audit/trail"
import { ApiFailure, notFound } from "../http/failure"
import type { HandlersOf } from "../http/handler"
import { imageKindOf } from "../system-parameters/image-kind"
import { employeeExists, readEmployeePhoto, storeEmployeePhoto } from "./employee-photo"
import { employeeServerMessages } from "./employees"

// The employee photo's upload and image. The router has checked the key and that the employee is
// inside the caller's workplaces (before reading the bytes); the image is judged by its bytes,
// never by its name or declared type.

const ok = <A>(result: A, message = "") => ({ error: false as const, message, result })

export const personalEmployeePhotoHandlers: HandlersOf<typeof personalEmployeePhotoEndpoints> = {
  guardarFotoEmpleado: ({ id_empleado, file }, context) =>
    Effect.gen(function* () {
      if (!(yield* employeeExists(id_empleado))) return yield* new ApiFailure({ status: 404, message: employeeServerMessages.fotoNueva })
      const kind = imageKindOf(file.bytes)
      if (kind === null) return yield* new ApiFailure({ status: 415, message: employeeServerMessages.fotoNoValida })
      const version = createHash("sha256").update(file.bytes).digest("hex").slice(0, 16)
      yield* storeEmployeePhoto(id_empleado, version, kind, file.bytes)
      yield* auditNote(context, { entidad: "colaborador", clave: `id_empleado=${id_empleado}`, despues: { foto_subida: version, tipo: kind, bytes: file.bytes.length } })
      return ok(version, messages.datosGuardados)
    }),

  fotoEmpleado: ({ id_empleado, version }) =>
    Effect.gen(function* () {
      const photo = yield* readEmployeePhoto(id_empleado, version)
      if (photo === null) return yield* notFound()
      return HttpServerResponse.uint8Array(new Uint8Array(photo.datos), {
        contentType: photo.tipo,
        headers: { "cache-control": "private, max-age=31536000, immutable" },
      })
    }),
}
