import { integer } from "../records/field"
import { maxSuspensionDays } from "../rules/lft-423"
import { personalCatalogue } from "./tablas-referencia-catalogue"

// Sanciones: a warning has no days; a disciplinary suspension lasts at most eight (LFT 423-X),
// which the table's CHECK also holds.

export const sanctions = personalCatalogue("sanciones", "CatalogoSanciones", {
  resource: "catalogo-sanciones",
  title: "Sanciones",
  singular: "sanción",
  id: "id_sancion",
  name: "n_sancion",
  extra: {
    dias_suspension: integer({
      label: "Días de suspensión",
      required: "Los días de suspensión son requeridos",
      min: 0,
      column: true,
      sortable: true,
      description: "0 para una amonestación; a lo más 8 (LFT art. 423, fracción X).",
    }),
  },
  rules: [
    {
      field: "dias_suspension",
      reads: ["dias_suspension"],
      check: (v) => (typeof v.dias_suspension === "number" && v.dias_suspension > maxSuspensionDays ? "La suspensión no puede exceder de 8 días" : undefined),
    },
  ],
})
