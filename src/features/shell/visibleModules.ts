import { type CatalogModule, holdsAny, moduleKeys, modules, settingsPages } from "../../../domain/catalog"
import { messages } from "../../../domain/messages"
import type { NavModule } from "../../ui/SidebarNav"
import type { SearchOption } from "../../ui/SearchComboBox"

// What of the catalogue a user sees: a module when they hold any of its keys,
// and inside it the pages whose key they hold.

export const visibleModules = (held: ReadonlyArray<string>): ReadonlyArray<CatalogModule> =>
  modules.filter((m) => holdsAny(held, moduleKeys(m)))

export const navModules = (held: ReadonlyArray<string>): ReadonlyArray<NavModule> =>
  visibleModules(held).map((m) => ({
    id: m.id,
    label: m.label,
    disabled: m.greyed,
    links: m.pages.filter((p) => held.includes(p.key)).map((p) => ({ to: p.path, label: p.label })),
  }))

/** The top-bar suggestions: every page the user can open from the menus. */
export const searchOptions = (held: ReadonlyArray<string>): ReadonlyArray<SearchOption & { readonly path: string }> => [
  ...visibleModules(held)
    .filter((m) => !m.greyed)
    .flatMap((m) =>
      m.pages.filter((p) => held.includes(p.key)).map((p) => ({ id: p.path, path: p.path, label: p.label, detail: m.label })),
    ),
  ...settingsPages
    .filter((s) => held.includes(s.key))
    .map((s) => ({ id: s.path, path: s.path, label: s.title, detail: messages.configuracion })),
]

/** The typed text names an option exactly, ignoring case and surrounding spaces. */
export const exactOption = <T extends { readonly label: string }>(options: ReadonlyArray<T>, text: string): T | undefined => {
  const wanted = text.trim().toLocaleLowerCase("es-MX")
  return wanted === "" ? undefined : options.find((o) => o.label.toLocaleLowerCase("es-MX") === wanted)
}

/** The current module is the first path segment. */
export const moduleOfPath = (pathname: string): string | null => pathname.split("/").filter(Boolean)[0] ?? null
