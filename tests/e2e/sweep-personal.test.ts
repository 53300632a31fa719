import { moduleRoutes, sweepCatalogue } from "./support/sweep"

// Every page of Personal with its forms and first row, at both widths (support/sweep.ts).
sweepCatalogue("personal", {
  routes: moduleRoutes("personal"),
  floors: { forms: 12, rowScreens: 20 },
})
