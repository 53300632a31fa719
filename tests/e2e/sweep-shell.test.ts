import { settingsPages, shellRoutes } from "../../domain/catalog"
import { sweepCatalogue } from "./support/sweep"

// The sign-in page, the shell's own pages and the administrator's settings, with their forms and
// first rows, at both widths (support/sweep.ts).
sweepCatalogue("the shell and the settings", {
  login: true,
  routes: [shellRoutes.dashboard, shellRoutes.perfil, shellRoutes.reporteador, shellRoutes.configuraciones, ...settingsPages.map((s) => s.path)],
  floors: { forms: 4, rowScreens: 9 },
})
