import { date, email, flag, integer, money, rows, text, textarea } from "../records/field"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"

// Tipos de ayuda económica: a personal reference table (GP050). Each type bounds the aid that
// HR may grant: its maximum amount, whether proof is required, the minimum seniority, and the
// documents the employee hands in. The worked example of docs/records.md.

export const aidDocuments = {
  label: "Documentos requeridos",
  singular: "documento",
  uniqueBy: ["n_documento"],
  maxRows: 20,
  fields: {
    n_documento: text({ label: "Documento", max: 100, required: "El documento es requerido" }),
    obligatorio: flag({ label: "Obligatorio", initial: "1" }),
  },
}

export const aidTypes = defineRecord({
  resource: "tipos-ayuda",
  title: "Tipos de ayuda",
  singular: "tipo de ayuda",
  keys: ["GP050"],
  messages: defaultMessages,
  fields: {
    id_tipo_ayuda: text({ label: "Clave", max: 10, required: "La clave es requerido", key: true, column: true, searchable: true, sortable: true, upperCase: true }),
    n_tipo_ayuda: text({ label: "Descripción", max: 100, required: "La descripción es requerida", column: true, searchable: true, sortable: true }),
    detalle: textarea({ label: "Detalle", max: 500, exported: true }),
    monto_maximo: money({ label: "Monto máximo", required: "El monto máximo es requerido", max: 1_000_000, column: true, sortable: true }),
    requiere_comprobante: flag({ label: "Requiere comprobante", column: true, filter: true }),
    antiguedad_min_meses: integer({ label: "Antigüedad mínima (meses)", min: 0, max: 600, required: "La antigüedad mínima es requerida", exported: true, sortable: true }),
    max_por_anio: integer({ label: "Máximo de ayudas por año", min: 1, max: 12, exported: true }),
    vigente_desde: date({ label: "Vigente desde", required: "La fecha de vigencia es requerida", column: true, sortable: true, filter: true }),
    correo_aviso: email({ label: "Correo de aviso", max: 100, exported: true, description: "Recibe un aviso cada vez que se solicita esta ayuda." }),
    activo: flag({ label: "Activo", initial: "1", column: true, filter: true }),
    documentos: rows({ label: "Documentos requeridos", of: aidDocuments }),
  },
  rules: [
    {
      field: "documentos",
      check: (v) =>
        v.requiere_comprobante === "1" && Array.isArray(v.documentos) && v.documentos.length === 0
          ? "Capture al menos un documento cuando la ayuda requiere comprobante"
          : undefined,
    },
  ],
})

export const aidTypesEndpoints = resourceEndpoints("TiposAyuda", aidTypes)
