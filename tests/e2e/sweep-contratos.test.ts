import { moduleRoutes, sweepCatalogue } from "./support/sweep"

// Contratos is greyed until all its pages exist: its built pages with their forms and first row,
// at both widths (support/sweep.ts). CON090's Legales and Plantillas tabs are their own addresses
// (`pestana`), so each tab's page and forms are swept too.
sweepCatalogue("contratos", {
  routes: [...moduleRoutes("contratos", { greyed: "built" }), "/contratos/parametros?pestana=legales", "/contratos/parametros?pestana=plantillas"],
  floors: { forms: 2, rowScreens: 3 },
})
