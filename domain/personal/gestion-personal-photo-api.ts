import { Schema } from "effect"
import { UploadedFile, logoMaxBytes } from "../configuraciones/parametros-sistema"
import { needsAnyKey } from "../api/endpoint"
import { imageUploadNote } from "../image-limits"
import { sizeText } from "../size-limits"
import { endpointFamily } from "../api/endpoint-family"
import { idParam } from "../api/id-param"
import { fileVersion, versionedFileRead } from "../api/versioned-file"

// An employee's photo (DOMAIN-MX 4.2: JPEG or PNG, the default avatar otherwise), uploaded as a
// company's logo is (./organization-company-logo.ts): the bytes have their own upload, checked by
// what they are, and the record keeps the answered version in its `foto` field, stored by the
// form's Guardar. Both calls need the key of Gestión de personal and an employee inside the
// caller's workplaces.

const IdEmpleado = idParam("La clave del colaborador no es válida")

export const PhotoVersion = fileVersion("La versión de la foto no es válida")

const calls = endpointFamily(needsAnyKey("GP100"), {
  guardarFotoEmpleado: {
    path: "/guardar-foto-empleado/:id_empleado",
    summary:
      `Sube la foto de un colaborador ya guardado (multipart/form-data, parte 'file'): solo JPEG o PNG reconocidos por su contenido, de hasta ${sizeText(logoMaxBytes)}. Responde la versión que el registro guarda en \`foto\` al guardarse; 404 si el colaborador no existe, 403 si no está a su alcance. ${imageUploadNote}`,
    writes: true,
    scope: { id_empleado: "empleado" },
    upload: { field: "file", maxBytes: logoMaxBytes },
    request: Schema.Struct({ id_empleado: IdEmpleado, file: UploadedFile }),
    result: PhotoVersion,
  },
})
export const { guardarFotoEmpleado } = calls

export const fotoEmpleado = versionedFileRead({
  name: "fotoEmpleado",
  path: "/foto-empleado/:id_empleado/:version",
  summary: "La imagen de una versión de la foto de un colaborador (la guardada o una recién subida); 404 si no existe, 403 si el colaborador no está a su alcance.",
  access: needsAnyKey("GP100"),
  scope: { id_empleado: "empleado" },
  request: Schema.Struct({ id_empleado: IdEmpleado, version: PhotoVersion }),
  file: { contentType: "image/png", extension: "png" },
})

export const personalEmployeePhotoEndpoints = { guardarFotoEmpleado, fotoEmpleado } as const
