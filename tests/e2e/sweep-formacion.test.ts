import { moduleRoutes, sweepCatalogue } from "./support/sweep"

// The built pages of Formación (FOR050 and FOR090) with their forms and first row, at both widths
// (support/sweep.ts). The module stays greyed until it ships: only the routes with a page of
// their own are swept, the others show the placeholder. Tablas de referencia opens on its select
// alone, so the catalogues whose forms are their own (a sede's centre, an agent's kind and RFC, an
// instructor's collaborator and agent) are swept too, each at the address that chooses it.
const catalogues = ["sedes", "agentes-capacitadores", "instructores"].map((id) => `/formacion/tablas-referencia?catalogo=${id}`)

sweepCatalogue("formacion", {
  routes: [...moduleRoutes("formacion", { greyed: "built" }), ...catalogues],
  floors: { forms: 4, rowScreens: 5 },
})
