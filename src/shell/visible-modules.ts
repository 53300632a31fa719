import { type CatalogModule, holdsAny, menuRoutes, moduleKeys, modules, settingsHubKeys, settingsPages, shellRoutes } from "../../domain/catalog"
import { messages } from "../../domain/messages"
import type { NavModule } from "../ui/SidebarNav"
import type { SearchOption } from "../ui/SearchComboBox"

// What of the catalogue a user sees: a module when they hold any of its keys,
// and inside it the pages whose key they hold.

export const visibleModules = (held: ReadonlyArray<string>, catalogue: ReadonlyArray<CatalogModule> = modules): ReadonlyArray<CatalogModule> =>
  catalogue.filter((m) => holdsAny(held, moduleKeys(m)))

/**
 * The sidebar's modules; `off` are the user's modules an administrator greyed (their keys are
 * no longer held): listed disabled in catalogue order, as the modules still to be built are.
 */
export const navModules = (
  held: ReadonlyArray<string>,
  off: ReadonlyArray<string> = [],
  catalogue: ReadonlyArray<CatalogModule> = modules,
): ReadonlyArray<NavModule> =>
  catalogue
    .filter((m) => off.includes(m.id) || holdsAny(held, moduleKeys(m)))
    .map((m) => ({
      id: m.id,
      label: m.label,
      disabled: m.greyed || off.includes(m.id),
      links: menuRoutes(m, held).map((p) => ({ to: p.path, label: p.label })),
    }))

const misAutorizacionesLabel =
  modules.flatMap((m) => m.extraRoutes).find((r) => r.path === shellRoutes.misAutorizaciones)?.label ?? shellRoutes.misAutorizaciones

/** The shell's own pages, offered by the search under the names the user menu gives them. */
const shellPages = (held: ReadonlyArray<string>) => [
  { path: shellRoutes.dashboard, label: messages.dashboard },
  { path: shellRoutes.perfil, label: messages.perfil },
  { path: shellRoutes.reporteador, label: messages.reporteador },
  { path: shellRoutes.misAutorizaciones, label: misAutorizacionesLabel },
  ...(holdsAny(held, settingsHubKeys) ? [{ path: shellRoutes.configuraciones, label: messages.configuracion }] : []),
]

/** A route two places offer (Mis autorizaciones: the personal menu and the shell's pages) is suggested once. */
const once = <T extends { readonly id: string }>(options: ReadonlyArray<T>): ReadonlyArray<T> =>
  options.filter((o, i, all) => all.findIndex((x) => x.id === o.id) === i)

/**
 * The top-bar suggestions: every page the user can open from the menus, the routes beyond a
 * module's keyed pages included, and the shell's own pages.
 */
export const searchOptions = (
  held: ReadonlyArray<string>,
  catalogue: ReadonlyArray<CatalogModule> = modules,
): ReadonlyArray<SearchOption & { readonly path: string }> => once([
  ...visibleModules(held, catalogue)
    .filter((m) => !m.greyed)
    .flatMap((m) => menuRoutes(m, held).map((p) => ({ id: p.path, path: p.path, label: p.label, detail: m.label }))),
  ...settingsPages
    .filter((s) => held.includes(s.key))
    .map((s) => ({ id: s.path, path: s.path, label: s.title, detail: messages.configuracion })),
  ...shellPages(held).map((p) => ({ id: p.path, path: p.path, label: p.label, detail: messages.appNombre })),
])

/** The typed text names an option exactly, ignoring case and surrounding spaces. */
export const exactOption = <T extends { readonly label: string }>(options: ReadonlyArray<T>, text: string): T | undefined => {
  const wanted = text.trim().toLocaleLowerCase("es-MX")
  return wanted === "" ? undefined : options.find((o) => o.label.toLocaleLowerCase("es-MX") === wanted)
}

/**
 * The option the typed text settles on: it names one exactly and no longer name goes on from it.
 * Typing "Posiciones" on the way to "Posiciones libres" must not jump to Posiciones; that one is
 * then chosen from the suggestions.
 */
export const settledOption = <T extends { readonly label: string }>(options: ReadonlyArray<T>, text: string): T | undefined => {
  const match = exactOption(options, text)
  if (match === undefined) return undefined
  const wanted = match.label.toLocaleLowerCase("es-MX")
  return options.some((o) => o.label.length > wanted.length && o.label.toLocaleLowerCase("es-MX").startsWith(wanted)) ? undefined : match
}

/** The current module is the first path segment. */
export const moduleOfPath = (pathname: string): string | null => pathname.split("/").filter(Boolean)[0] ?? null
