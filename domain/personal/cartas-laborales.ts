import { defaultAddressee, letterPrivacyFlags, letterStates } from "./documents-vocabulary"
import { defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { sampled } from "../records/field-extras"
import { date, flag, integer, select, text, textarea } from "../records/field"
import { documentCatalogNames } from "./document-lookups"
import { portalRequestLink } from "./portal-request-link-field"
import { createdStamps, changedStamp } from "../records/stamps"
import { employeeOwner, employeeWorkplace } from "./employee-fields"

// Cartas laborales (/personal/cartas-laborales, GP210, DOMAIN-MX 4.5). A letter is requested
// (Solicitada), its text edited while it waits (the template of its type, with placeholders),
// then issued by POST /emitir-carta (domain/personal/documents-api.ts): it takes a folio, the
// date, the text filled with the employee's facts and the signer's name and puesto, all frozen;
// from then on the record is never changed and prints the same. Issuing it again makes a new
// letter with a new folio ("reemisión"), the first one untouched. The platform lists, reads,
// creates, edits (Solicitada only), exports and deletes (Solicitada only) them, and prints the
// letter (its document "carta": GET /cartas-laborales/:id/carta, or many as one zip); the
// employee's scope limits every call to the caller's work centres.

const [salaryFlag, identifiersFlag] = letterPrivacyFlags

const states = letterStates.map((s) => ({ id: s, label: s }))

export const employmentLetters = defineRecord({
  resource: "cartas-laborales",
  title: "Cartas laborales",
  singular: "carta laboral",
  keys: ["GP210"],
  messages: { created: "Datos guardados", updated: "Datos guardados", deleted: "Registro eliminado" },
  // An issued letter has a folio and stays.
  deletable: (r) => r.estado === "Solicitada",
  fields: {
    id_carta: integer({ label: "Solicitud", key: true, derived: true, column: true, sortable: true }),
    folio: text({ label: "Folio", max: 24, derived: true, column: true, searchable: true, sortable: true }),
    ...employeeOwner(),
    id_tipo_carta: sampled(
      select({
        label: "Tipo de carta",
        integerId: true,
        required: "El tipo de carta es requerido",
        filter: true,
        exported: false,
        lookup: { catalogue: documentCatalogNames.tiposCarta, idColumn: "id_tipo_carta", labelColumn: "n_tipo_carta" },
      }),
      (fc) => fc.integer({ min: 1, max: 5 }),
    ),
    n_tipo_carta: text({ label: "Tipo", max: 100, derived: true, column: true, sortable: true }),
    f_solicitud: date({ label: "Fecha de solicitud", column: true, sortable: true, filter: true, description: "Hoy si se deja vacía" }),
    f_emision: date({ label: "Fecha de emisión", derived: true, column: true, sortable: true, filter: true }),
    dirigido_a: { ...text({ label: "Dirigido a", max: 150, exported: true, description: `${defaultAddressee} si se deja vacío` }), initial: defaultAddressee },
    incluir_salario: flag({ label: salaryFlag.label, initial: "0", exported: true, description: "Sin ella el texto no puede llevar el salario" }),
    incluir_nss_rfc: flag({ label: identifiersFlag.label, initial: "0", exported: true, description: "NSS, RFC y CURP del colaborador; sin ella el texto no puede llevarlos" }),
    id_firmante: sampled(select({ label: "Firmante", integerId: true, required: "El firmante es requerido", exported: false }), (fc) => fc.integer({ min: 1, max: 50 })),
    firmante: text({ label: "Firmante", max: 250, derived: true, column: true }),
    estado: select({ label: "Estado", choices: states, derived: true, column: true, filter: true, sortable: true }),
    vencida: flag({ label: "Vencida", derived: true, filter: true, exported: true, description: "Solicitada hace más de tres días (LFT art. 132)" }),
    texto: textarea({ label: "Texto de la carta", max: 6000, exported: true, description: "La plantilla del tipo si se deja vacío; editable hasta emitir la carta" }),
    id_solicitud: portalRequestLink(),
    folio_origen: text({ label: "Reemisión de", max: 24, derived: true, exported: true }),
    // What the PDF prints once issued (frozen), and the signer's puesto.
    texto_emitido: textarea({ label: "Texto emitido", max: 20_000, derived: true }),
    firmante_puesto: text({ label: "Puesto del firmante", max: 150, derived: true }),
    ...employeeWorkplace(),
    ...createdStamps,
    ...changedStamp,
  },
  defaultOrder: { field: "id_carta", direction: "desc" },
  // The letter as issued, or a draft without folio while Solicitada; many at once as one zip.
  documents: [{ name: "carta", label: "Carta", batch: true, downloaded: "Carta descargada" }],
  person: "id_empleado",
})

export const employmentLettersEndpoints = resourceEndpoints("CartasLaborales", employmentLetters)
