import { moduleRoutes, sweepCatalogue } from "./support/sweep"

// Every page of Competencias with its forms and first row, at both widths (support/sweep.ts).
sweepCatalogue("competencias", {
  routes: moduleRoutes("competencias"),
  floors: { forms: 4, rowScreens: 5 },
})
