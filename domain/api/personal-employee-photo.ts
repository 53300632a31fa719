import { Schema } from "effect"
import { UploadedFile, logoMaxBytes } from "../system-parameters"
import { Envelope, endpoint, fileEndpoint, needsAnyKey } from "./endpoint"

// An employee's photo (DOMAIN-MX 4.2: JPEG or PNG, the default avatar otherwise), uploaded as a
// company's logo is (./organization-company-logo.ts): the bytes have their own upload, checked by
// what they are, and the record keeps the answered version in its `foto` field, stored by the
// form's Guardar. Both calls need the key of Gestión de personal and an employee inside the
// caller's workplaces.

const IdEmpleado = Schema.NumberFromString.pipe(
  Schema.int({ message: () => "La clave del colaborador no es válida" }),
  Schema.between(1, 999_999_999, { message: () => "La clave del colaborador no es válida" }),
)

/** A version: the first 16 hexadecimal digits of the SHA-256 of the image's bytes. */
export const PhotoVersion = Schema.String.pipe(Schema.pattern(/^[0-9a-f]{16}$/, { message: () => "La versión de la foto no es válida" }))

export const guardarFotoEmpleado = endpoint({
  name: "guardarFotoEmpleado",
  method: "POST",
  path: "/guardar-foto-empleado/:id_empleado",
  summary:
    "Sube la foto de un colaborador ya guardado (multipart/form-data, parte 'file'): solo JPEG o PNG reconocidos por su contenido, de hasta 2 MB. Responde la versión que el registro guarda en `foto` al guardarse; 404 si el colaborador no existe, 403 si no está a su alcance.",
  access: needsAnyKey("GP100"),
  writes: true,
  scope: { id_empleado: "empleado" },
  upload: { field: "file", maxBytes: logoMaxBytes },
  request: Schema.Struct({ id_empleado: IdEmpleado, file: UploadedFile }),
  response: Envelope(PhotoVersion),
})

export const fotoEmpleado = fileEndpoint({
  name: "fotoEmpleado",
  method: "GET",
  path: "/foto-empleado/:id_empleado/:version",
  summary: "La imagen de una versión de la foto de un colaborador (la guardada o una recién subida); 404 si no existe, 403 si el colaborador no está a su alcance.",
  access: needsAnyKey("GP100"),
  writes: false,
  query: true,
  scope: { id_empleado: "empleado" },
  request: Schema.Struct({ id_empleado: IdEmpleado, version: PhotoVersion }),
  file: { contentType: "image/png", extension: "png" },
})

export const personalEmployeePhotoEndpoints = { guardarFotoEmpleado, fotoEmpleado } as const
