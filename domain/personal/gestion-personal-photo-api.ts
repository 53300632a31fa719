import { logoMaxBytes } from "../configuraciones/parametros-sistema"
import { needsAnyKey } from "../api/endpoint"
import { imageUploadNote } from "../image-limits"
import { sizeText } from "../size-limits"
import { idParam } from "../api/id-param"
import { fileVersion, keptFileCalls } from "../api/versioned-file"

// An employee's photo (DOMAIN-MX 4.2: JPEG or PNG, the default avatar otherwise), uploaded as a
// company's logo is (./organization-company-logo.ts): the bytes have their own upload, checked by
// what they are, and the record keeps the answered version in its `foto` field, stored by the
// form's Guardar. Both calls need the key of Gestión de personal and an employee inside the
// caller's workplaces.

const IdEmpleado = idParam("La clave del colaborador no es válida")

export const PhotoVersion = fileVersion("La versión de la foto no es válida")

export const { guardarFotoEmpleado, fotoEmpleado } = keptFileCalls({
  access: needsAnyKey("GP100"),
  id: "id_empleado",
  idSchema: IdEmpleado,
  version: PhotoVersion,
  scope: { id_empleado: "empleado" },
  upload: {
    name: "guardarFotoEmpleado",
    path: "/guardar-foto-empleado/:id_empleado",
    summary: `Sube la foto de un colaborador ya guardado (multipart/form-data, parte 'file'): solo JPEG o PNG reconocidos por su contenido, de hasta ${sizeText(logoMaxBytes)}. Responde la versión que el registro guarda en \`foto\` al guardarse; 404 si el colaborador no existe, 403 si no está a su alcance. ${imageUploadNote}`,
    maxBytes: logoMaxBytes,
  },
  read: {
    name: "fotoEmpleado",
    path: "/foto-empleado/:id_empleado/:version",
    summary: "La imagen de una versión de la foto de un colaborador (la guardada o una recién subida); 404 si no existe, 403 si el colaborador no está a su alcance.",
    file: { contentType: "image/png", extension: "png" },
  },
})

export const personalEmployeePhotoEndpoints = { guardarFotoEmpleado, fotoEmpleado } as const
