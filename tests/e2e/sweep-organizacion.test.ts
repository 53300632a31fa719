import { moduleRoutes, sweepCatalogue } from "./support/sweep"

// Every page of Organización with its forms and first row, at both widths (support/sweep.ts).
sweepCatalogue("organizacion", {
  // Gestionar departamentos is the Departamentos page under the route the spec also names.
  routes: moduleRoutes("organizacion").filter((r) => r !== "/organizacion/gestionar-departamentos"),
  aliases: ["/organizacion/gestionar-departamentos"],
  floors: { forms: 6, rowScreens: 8 },
})
