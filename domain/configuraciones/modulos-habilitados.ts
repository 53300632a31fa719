import { Schema } from "effect"
import { type CatalogModule, moduleKeys, modules } from "../catalog"

// Which built modules are switched on. A module ships by leaving the catalogue's greyed list; an
// administrator may grey a built one again (parameter `modulos_habilitados`). Only the switched-off
// ones are stored, so a module that ships later starts switched on wherever it is installed.

/** The modules an administrator may switch off: those the catalogue no longer greys. */
export const switchableModules: ReadonlyArray<CatalogModule> = modules.filter((m) => !m.greyed)

export const ModuleSwitch = Schema.Struct({
  id_modulo: Schema.String,
  n_modulo: Schema.String,
  habilitado: Schema.Literal("0", "1"),
})
export type ModuleSwitch = typeof ModuleSwitch.Type

const moduleIdMessage = "El módulo no existe o aún no está disponible"

export const SaveModuleSwitches = Schema.Struct({
  modulos: Schema.Array(
    Schema.Struct({
      id_modulo: Schema.String.pipe(Schema.filter((id) => switchableModules.some((m) => m.id === id), { message: () => moduleIdMessage })),
      habilitado: Schema.Literal("0", "1"),
    }),
  ).pipe(Schema.maxItems(modules.length)),
})
export type SaveModuleSwitches = typeof SaveModuleSwitches.Type

/** Every switchable module with its state, given the ids stored as switched off. */
export const moduleSwitches = (off: ReadonlyArray<string>): ReadonlyArray<ModuleSwitch> =>
  switchableModules.map((m) => ({ id_modulo: m.id, n_modulo: m.label, habilitado: off.includes(m.id) ? "0" : "1" }))

/**
 * The keys a switched-off module takes away: its pages' keys, except those a module still on also
 * grants (a page listed under two modules stays open through the other).
 */
export const keysOfSwitchedOff = (off: ReadonlyArray<string>): ReadonlySet<string> => {
  const kept = new Set(modules.filter((m) => !off.includes(m.id)).flatMap(moduleKeys))
  return new Set(modules.filter((m) => off.includes(m.id)).flatMap(moduleKeys).filter((k) => !kept.has(k)))
}

/** The switched-off modules a holder of `held` would otherwise see (the sidebar greys them). */
export const switchedOffFor = (held: ReadonlyArray<string>, off: ReadonlyArray<string>): ReadonlyArray<string> =>
  modules.filter((m) => off.includes(m.id) && moduleKeys(m).some((k) => held.includes(k))).map((m) => m.id)
