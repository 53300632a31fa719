import { Schema } from "effect"
import { needsAnyKey, pdfFile } from "../api/endpoint"
import { fileVersion, keptFileCalls } from "../api/versioned-file"
import { sizeText } from "../size-limits"

// The calls of Gestión de contratos (CON210) beside its resource: the scan of the signed
// contract ("adjuntar firmado", MODULES-MX §2: a PDF of up to 10 MB). It is not a field of the
// form: a contract is signed once printed, when it may be Vigente and no longer editable, so the
// upload itself marks it firmado and names the scan. Each call names a contract by its folio; the
// server answers 404 when there is none and 403 when its person is outside the caller's centres.

const keys = needsAnyKey("CON210")

export const signedContractMaxBytes = 10 * 1024 * 1024

/** A contract's folio in a path: CT-{empresa}-{año}-{consecutivo}. */
export const FolioContrato = Schema.String.pipe(Schema.pattern(/^CT-\d{1,9}-\d{4}-\d{5,9}$/, { message: () => "El folio del contrato no es válido" }))

export const SignedContractVersion = fileVersion("La versión del contrato firmado no es válida")

export const { adjuntarContratoFirmado, contratoFirmado } = keptFileCalls({
  access: keys,
  id: "id_contrato",
  idSchema: FolioContrato,
  version: SignedContractVersion,
  upload: {
    name: "adjuntarContratoFirmado",
    path: "/adjuntar-contrato-firmado/:id_contrato",
    summary: `Sube el escaneo del contrato firmado (multipart/form-data, parte 'file'): solo PDF reconocido por su contenido, de hasta ${sizeText(signedContractMaxBytes)}. Marca el contrato como firmado y responde la versión que guarda en \`archivo_firmado\`; 404 si no existe, 403 si el colaborador no está a su alcance, 409 si está cancelado, 415 si no es un PDF.`,
    maxBytes: signedContractMaxBytes,
  },
  read: {
    name: "contratoFirmado",
    path: "/contrato-firmado/:id_contrato/:version",
    summary: "El escaneo del contrato firmado guardado (PDF); 404 si no existe, 403 si el colaborador no está a su alcance.",
    file: pdfFile,
  },
})

export const contractScanEndpoints = { adjuntarContratoFirmado, contratoFirmado } as const
