import { imageStore } from "../records/image-store"

// Where the signed letters' scans live (migration 0215): beside the letter, keyed by its id.
export const settlementLetterScans = imageStore({ images: "cartas_finiquito_documentos", records: "cartas_finiquito", key: "id_carta", column: "archivo_firmado" })
