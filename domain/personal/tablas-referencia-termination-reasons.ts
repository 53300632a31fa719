import { causasBajaImss } from "../rules/imss-baja"
import { select } from "../records/field"
import { personalCatalogue } from "./tablas-referencia-catalogue"

// Motivos de baja: the company's own reasons, each mapped to the IMSS (IDSE) cause 1-9 or A that
// the baja notice carries (DOMAIN-MX 1.7); a BAJA movement derives its causa_imss from it.
export const terminationReasons = personalCatalogue("motivos-baja", "CatalogoMotivosBaja", {
  resource: "catalogo-motivos-baja",
  title: "Motivos de baja",
  singular: "motivo de baja",
  id: "id_motivo_baja",
  name: "n_motivo_baja",
  extra: {
    causa_imss: select({
      label: "Causa IMSS",
      required: "La causa IMSS es requerida",
      choices: causasBajaImss.map((c) => ({ id: c.clave, label: `${c.clave} ${c.nombre}` })),
      column: true,
      sortable: true,
      filter: true,
    }),
  },
})
