import { imageStore } from "../records/image-store"

// Where the follow-ups' attachments live (migration 0211): beside the follow-up, keyed by its folio.
export const followUpAttachments = imageStore({ images: "seguimientos_contratos_adjuntos", records: "seguimientos_contratos", key: "id_seguimiento", column: "adjunto" })
