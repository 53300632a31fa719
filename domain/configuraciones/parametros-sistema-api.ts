import { Schema } from "effect"
import { SaveSystemParameters, SystemParameters, UploadedFile, logoMaxBytes } from "./parametros-sistema"
import { NoBody, needsAnyKey } from "../api/endpoint"
import { logoSistema } from "./parametros-sistema-logo-api"
import { imageUploadNote } from "../image-limits"
import { sizeText } from "../size-limits"
import { endpointFamily } from "../api/endpoint-family"

const calls = endpointFamily(needsAnyKey("SIS100"), {
  getParametrosSistema: {
    method: "GET",
    summary: "Los parámetros del sistema guardados, o null si aún no hay (la página entra en modo alta).",
    request: NoBody,
    result: Schema.NullOr(SystemParameters),
  },
  guardarParametrosSistema: {
    summary: "Guarda los parámetros del sistema; mode 'add' los crea (409 si ya existen), 'edit' los actualiza.",
    writes: true,
    request: SaveSystemParameters,
    result: SystemParameters,
  },
  guardarLogoSistema: {
    summary:
      `Sube el logotipo (multipart/form-data, parte 'file'): solo JPEG o PNG reconocidos por su contenido, de hasta ${sizeText(logoMaxBytes)}. Responde la versión del logo. ${imageUploadNote}`,
    writes: true,
    upload: { field: "file", maxBytes: logoMaxBytes },
    request: Schema.Struct({ file: UploadedFile }),
    result: Schema.String,
  },
  eliminarLogoSistema: {
    summary: "Elimina el logotipo del sistema.",
    writes: true,
    request: NoBody,
    result: Schema.Null,
  },
})
export const { getParametrosSistema, guardarParametrosSistema, guardarLogoSistema, eliminarLogoSistema } = calls

export const systemParametersEndpoints = {
  getParametrosSistema,
  guardarParametrosSistema,
  guardarLogoSistema,
  eliminarLogoSistema,
  logoSistema,
} as const
