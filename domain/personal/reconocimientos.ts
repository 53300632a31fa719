import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { sampled } from "../records/field-extras"
import { date, flag, integer, money, select, text, textarea } from "../records/field"
import { documentCatalogNames } from "./document-lookups"
import { changedStamp, createdStamps } from "../records/stamps"
import { employeeOwner, employeeWorkplace } from "./employee-fields"

// Reconocimientos (/personal/reconocimientos, DOMAIN-MX 4.12; GP100 guards it, DOMAIN-MX 0 [D]).
// One record per person recognised, so each one's list, scope, diploma and record tab are theirs;
// recognising many people at once (POST /reconocimientos-varios) or accepting this month's
// seniority suggestions (POST /aceptar-sugerencias-reconocimiento) writes one record each, in one
// transaction (domain/personal/documents-api.ts). Each record takes its folio when it is created;
// the diploma is POST /imprimir-reconocimiento.

export const recognitions = defineRecord({
  resource: "reconocimientos",
  title: "Reconocimientos",
  singular: "reconocimiento",
  keys: ["GP100"],
  messages: defaultMessages,
  fields: {
    ...createdStamps,
    ...changedStamp,
    id_reconocimiento: integer({ label: "Clave", key: true, derived: true, sortable: true }),
    folio: text({ label: "Folio", max: 24, derived: true, column: true, searchable: true, sortable: true }),
    ...employeeOwner(),
    id_tipo_reconocimiento: sampled(
      select({
        label: "Tipo de reconocimiento",
        integerId: true,
        required: "El tipo de reconocimiento es requerido",
        filter: true,
        exported: false,
        lookup: { catalogue: documentCatalogNames.tiposReconocimiento, idColumn: "id_tipo_reconocimiento", labelColumn: "n_tipo_reconocimiento" },
      }),
      (fc) => fc.integer({ min: 1, max: 5 }),
    ),
    n_tipo_reconocimiento: text({ label: "Tipo", max: 100, derived: true, column: true, sortable: true }),
    f_reconocimiento: date({ label: "Fecha", required: "La fecha es requerida", column: true, sortable: true, filter: true }),
    motivo: textarea({ label: "Motivo", max: 500, required: "El motivo es requerido", column: true, searchable: true }),
    premio: text({ label: "Premio", max: 100, exported: true }),
    monto: money({ label: "Monto", max: 1_000_000, exported: true }),
    otorgado_por: text({ label: "Otorgado por", max: 150, exported: true }),
    publicar: flag({ label: "Publicado", initial: "0", column: true, filter: true }),
    ...employeeWorkplace(),
  },
  defaultOrder: { field: "f_reconocimiento", direction: "desc" },
})

export const recognitionsEndpoints = resourceEndpoints("Reconocimientos", recognitions)
