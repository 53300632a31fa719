import { moduleRoutes, sweepCatalogue } from "./support/sweep"

// Every page of Finiquitos (FIN100 and FIN200) with its forms and first row, at both widths
// (support/sweep.ts).
sweepCatalogue("finiquitos", {
  routes: moduleRoutes("finiquitos"),
  floors: { forms: 2, rowScreens: 3 },
})
