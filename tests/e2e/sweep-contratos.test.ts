import { moduleRoutes, sweepCatalogue } from "./support/sweep"

// Every page of Contratos with its forms and first row, at both widths (support/sweep.ts).
// CON090's Legales and Plantillas tabs are their own addresses (`pestana`), so each tab's page
// and forms are swept too.
sweepCatalogue("contratos", {
  routes: [...moduleRoutes("contratos"), "/contratos/parametros?pestana=legales", "/contratos/parametros?pestana=plantillas"],
  floors: { forms: 2, rowScreens: 3 },
})
