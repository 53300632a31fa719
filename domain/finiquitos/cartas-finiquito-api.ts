import { needsAnyKey, pdfFile } from "../api/endpoint"
import { idParam } from "../api/id-param"
import { fileVersion, keptFileCalls } from "../api/versioned-file"
import { sizeText } from "../size-limits"
import { signedLetterMaxBytes } from "./cartas-finiquito-vocabulary"

// The signed scan of a carta finiquito (MODULES-MX §1.7 `archivo_firmado`, a PDF of up to 10 MB),
// beside its resource: it is not a field of the form, since the letter is signed once issued,
// when the form no longer changes it. The upload keeps it on an Emitida or Firmada letter (a new
// one replaces it); Marcar firmada then needs it. Each call names a letter by its key; the server
// answers 404 when there is none and 403 when its person is outside the caller's centres.

const keys = needsAnyKey("FIN200")

const IdCartaParam = idParam("La clave de la carta no es válida")

export const SignedLetterVersion = fileVersion("La versión de la carta firmada no es válida")

export const { adjuntarCartaFiniquitoFirmada, cartaFiniquitoFirmada } = keptFileCalls({
  access: keys,
  id: "id_carta",
  idSchema: IdCartaParam,
  version: SignedLetterVersion,
  upload: {
    name: "adjuntarCartaFiniquitoFirmada",
    path: "/adjuntar-carta-finiquito-firmada/:id_carta",
    summary: `Sube el escaneo de la carta finiquito firmada (multipart/form-data, parte 'file'): solo PDF reconocido por su contenido, de hasta ${sizeText(signedLetterMaxBytes)}. Responde la versión que la carta guarda en \`archivo_firmado\`; 404 si no existe, 403 si el colaborador no está a su alcance, 409 si la carta no está Emitida ni Firmada, 415 si no es un PDF.`,
    maxBytes: signedLetterMaxBytes,
  },
  read: {
    name: "cartaFiniquitoFirmada",
    path: "/carta-finiquito-firmada/:id_carta/:version",
    summary: "El escaneo de la carta finiquito firmada guardado (PDF); 404 si no existe, 403 si el colaborador no está a su alcance.",
    file: pdfFile,
  },
})

export const settlementLetterScanEndpoints = { adjuntarCartaFiniquitoFirmada, cartaFiniquitoFirmada } as const
