import { moduleRoutes, sweepCatalogue } from "./support/sweep"

// Every page of Selección with its forms and first row, at both widths (support/sweep.ts).
sweepCatalogue("seleccion", {
  routes: moduleRoutes("seleccion"),
  floors: { forms: 7, rowScreens: 7 },
})
