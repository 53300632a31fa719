import { modules, settingsPages } from "../../domain/catalog"

/** The catalogue's name for a path (page label, extra route label or settings title). */
export const titleOfPath = (path: string): string | undefined => {
  const clean = path.replace(/\/+$/, "")
  for (const m of modules) {
    const found = m.pages.find((p) => p.path === clean) ?? m.extraRoutes.find((p) => p.path === clean)
    if (found) return found.label
  }
  return settingsPages.find((s) => s.path === clean)?.title
}
