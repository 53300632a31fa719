import { imageStore } from "../records/image-store"

// Where the signed contracts' scans live (migration 0186): beside the contract, keyed by its folio.
export const contractScans = imageStore({ images: "contratos_documentos", records: "contratos", key: "id_contrato", column: "archivo_firmado" })
