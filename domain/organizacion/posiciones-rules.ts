// The positions' messages (DOMAIN-MX 3.7, SPEC wording) and the rules that need no database:
// whether a chief would make the tree loop, and the next consecutive key of a key's pattern.
// The server applies them to what it reads in the write's transaction; the form and the unit
// tests use them as they are.

export const positionMessages = {
  clave: "La clave es requerido",
  claveFormato: "La clave solo admite letras mayúsculas, números y guiones (hasta 10)",
  nombre: "El nombre de la posición es requerido",
  empresa: "La empresa es requerida",
  centro: "El centro de trabajo es requerido",
  departamento: "El departamento es requerido",
  puesto: "El puesto es requerido",
  fechaInicio: "La fecha de inicio es requerida",
  fechaFin: "La fecha fin no puede ser menor a la fecha de inicio",
  jefeDependiente: "No se puede asignar como posición jefe a una posición dependiente",
  plazas: "Se alcanzó el número de plazas autorizadas para el puesto",
  ocupadaODependientes: "La posición está ocupada o tiene posiciones dependientes",
  // The texts below name the input they belong to (the form places a refusal by its label).
  centroDeEmpresa: "El centro de trabajo no pertenece a la empresa",
  centroFijo: "El centro de trabajo y la empresa de una posición no cambian",
  departamentoDeCentro: "El departamento no pertenece al centro de trabajo",
  puestoDeEmpresa: "El puesto no existe, no es de la empresa o no está activo",
  jefeNoExiste: "La posición jefe no existe",
  jefeOtraEmpresa: "La posición jefe debe ser de la misma empresa",
  jefeNoVigente: "La posición jefe no está vigente en la fecha de inicio",
  dependientesVigentes: "La posición tiene posiciones dependientes vigentes: reasígnelas antes de darla de baja",
  sinClaveLibre: "No hay una clave consecutiva libre para duplicar la posición",
} as const

/**
 * Why `chief` cannot be the chief of position `id`, or undefined when it can. `chiefAncestors`
 * is the chain above the chief (its chief, that one's chief, ...): the chief may be neither the
 * position itself nor any position under it, i.e. the position must not be in that chain.
 */
export const chiefProblem = (id: string, chief: string, chiefAncestors: ReadonlyArray<string>): string | undefined => {
  const same = (a: string) => a.toUpperCase() === id.toUpperCase()
  return same(chief) || chiefAncestors.some(same) ? positionMessages.jefeDependiente : undefined
}

/** A key's pattern: its text before the trailing digits, and how many digits. */
export const keyPattern = (key: string): { readonly prefix: string; readonly width: number } => {
  const match = /^(.*?)(\d+)$/.exec(key)
  return match === null ? { prefix: `${key}-`, width: 1 } : { prefix: match[1] ?? "", width: (match[2] ?? "").length }
}

/**
 * The next free key of a pattern among `taken` (any case): one more than the highest number
 * used with that prefix, padded to the pattern's width; undefined when it would pass 10
 * characters (SPEC 9's limit for a position's key).
 */
export const nextKey = (pattern: { readonly prefix: string; readonly width: number }, taken: ReadonlyArray<string>): string | undefined => {
  const prefix = pattern.prefix.toUpperCase()
  let highest = 0
  for (const key of taken) {
    const upper = key.toUpperCase()
    if (!upper.startsWith(prefix)) continue
    const rest = upper.slice(prefix.length)
    if (/^\d+$/.test(rest)) highest = Math.max(highest, Number(rest))
  }
  const candidate = `${prefix}${String(highest + 1).padStart(pattern.width, "0")}`
  return candidate.length <= 10 && /^[A-Z0-9-]{1,10}$/.test(candidate) ? candidate : undefined
}

/** The pattern new positions follow when nothing else says: the seeds' P-000001. */
export const defaultKeyPattern = { prefix: "P-", width: 6 } as const

/** Whole days from one ISO date to another (UTC, so no time zone moves them). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
