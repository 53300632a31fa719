import { defaultAddressee, letterStates } from "../../personal-documents"
import { catalogNames } from "../../api/catalogs"
import type { RecordDescriptor } from "../descriptor"
import { resourceEndpoints } from "../endpoints"
import { sampled } from "../field-extras"
import { date, flag, integer, select, text, textarea } from "../field"
import { documentCatalogNames } from "./document-lookups"
import { portalRequestLink } from "./portal-request-link"

// Cartas laborales (/personal/cartas-laborales, GP210, DOMAIN-MX 4.5). A letter is requested
// (Solicitada), its text edited while it waits (the template of its type, with placeholders),
// then issued by POST /emitir-carta (domain/api/personal-documents.ts): it takes a folio, the
// date, the text filled with the employee's facts and the signer's name and puesto, all frozen;
// from then on the record is never changed and prints the same. Issuing it again makes a new
// letter with a new folio ("reemisión"), the first one untouched. The platform lists, reads,
// creates, edits (Solicitada only), exports and deletes (Solicitada only) them; the employee's
// scope limits every call to the caller's work centres.

const states = letterStates.map((s) => ({ id: s, label: s }))

const employeePick = (label: string, required: string) =>
  sampled(select({ label, integerId: true, required, exported: false }), (fc) => fc.integer({ min: 1, max: 50 }))

export const employmentLetters: RecordDescriptor = {
  resource: "cartas-laborales",
  title: "Cartas laborales",
  singular: "carta laboral",
  keys: ["GP210"],
  messages: { created: "Datos guardados", updated: "Datos guardados", deleted: "Registro eliminado" },
  fields: {
    id_carta: integer({ label: "Solicitud", key: true, derived: true, column: true, sortable: true }),
    folio: text({ label: "Folio", max: 24, derived: true, column: true, searchable: true, sortable: true }),
    id_empleado: { ...employeePick("Colaborador", "El colaborador es requerido"), scope: "empleado", readOnlyInEdit: true, filter: true },
    colaborador: text({ label: "Colaborador", max: 250, derived: true, column: true, searchable: true, sortable: true }),
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
    incluir_salario: flag({ label: "Incluir salario", initial: "0", exported: true }),
    incluir_nss_rfc: flag({ label: "Incluir NSS y RFC", initial: "0", exported: true }),
    id_firmante: employeePick("Firmante", "El firmante es requerido"),
    firmante: text({ label: "Firmante", max: 250, derived: true, column: true }),
    estado: select({ label: "Estado", choices: states, derived: true, column: true, filter: true, sortable: true }),
    vencida: flag({ label: "Vencida", derived: true, filter: true, exported: true, description: "Solicitada hace más de tres días (LFT art. 132)" }),
    texto: textarea({ label: "Texto de la carta", max: 6000, exported: true, description: "La plantilla del tipo si se deja vacío; editable hasta emitir la carta" }),
    id_solicitud: portalRequestLink(),
    folio_origen: text({ label: "Reemisión de", max: 24, derived: true, exported: true }),
    id_empresa: select({
      label: "Empresa",
      integerId: true,
      derived: true,
      filter: true,
      lookup: { catalogue: catalogNames.empresasDelRol, idColumn: "id_empresa", labelColumn: "n_empresa" },
    }),
    id_centro_trabajo: select({
      label: "Centro de trabajo",
      integerId: true,
      derived: true,
      filter: true,
      lookup: { catalogue: catalogNames.centrosDelRol, idColumn: "id_centro_trabajo", labelColumn: "n_centro_trabajo" },
    }),
  },
  defaultOrder: { field: "id_carta", direction: "desc" },
}

export const employmentLettersEndpoints = resourceEndpoints("CartasLaborales", employmentLetters)
