import { Schema } from "effect"
import { SaveSystemParameters, SystemParameters, UploadedFile, logoMaxBytes } from "../system-parameters"
import { Envelope, NoBody, endpoint, fileEndpoint, needsAnyKey, needsSession } from "./endpoint"

export const getParametrosSistema = endpoint({
  name: "getParametrosSistema",
  method: "GET",
  path: "/get-parametros-sistema",
  summary: "Los parámetros del sistema guardados, o null si aún no hay (la página entra en modo alta).",
  access: needsAnyKey("SIS100"),
  writes: false,
  request: NoBody,
  response: Envelope(Schema.NullOr(SystemParameters)),
})

export const guardarParametrosSistema = endpoint({
  name: "guardarParametrosSistema",
  method: "POST",
  path: "/guardar-parametros-sistema",
  summary: "Guarda los parámetros del sistema; mode 'add' los crea (409 si ya existen), 'edit' los actualiza.",
  access: needsAnyKey("SIS100"),
  writes: true,
  request: SaveSystemParameters,
  response: Envelope(SystemParameters),
})

export const guardarLogoSistema = endpoint({
  name: "guardarLogoSistema",
  method: "POST",
  path: "/guardar-logo-sistema",
  summary:
    "Sube el logotipo (multipart/form-data, parte 'file'): solo JPEG o PNG reconocidos por su contenido, de hasta 2 MB. Responde la versión del logo.",
  access: needsAnyKey("SIS100"),
  writes: true,
  upload: { field: "file", maxBytes: logoMaxBytes },
  request: Schema.Struct({ file: UploadedFile }),
  response: Envelope(Schema.String),
})

export const eliminarLogoSistema = endpoint({
  name: "eliminarLogoSistema",
  method: "POST",
  path: "/eliminar-logo-sistema",
  summary: "Elimina el logotipo del sistema.",
  access: needsAnyKey("SIS100"),
  writes: true,
  request: NoBody,
  response: Envelope(Schema.Null),
})

export const logoSistema = fileEndpoint({
  name: "logoSistema",
  method: "GET",
  path: "/logo-sistema",
  summary: "La imagen del logotipo para la barra superior (cualquier sesión); 404 si no hay logo.",
  access: needsSession,
  writes: false,
  request: NoBody,
  file: { contentType: "image/png", extension: "png" },
})

export const systemParametersEndpoints = {
  getParametrosSistema,
  guardarParametrosSistema,
  guardarLogoSistema,
  eliminarLogoSistema,
  logoSistema,
} as const
