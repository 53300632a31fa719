// The department trees of the seeds' work centres, three levels deep as in a Mexican company:
// the centre's direction or management, its gerencias or areas, and their jefaturas. The kind of
// centre (the first word or words of its name) picks the tree.

export interface DepartmentTemplate {
  readonly name: string
  readonly children: ReadonlyArray<DepartmentTemplate>
}

const node = (name: string, children: ReadonlyArray<DepartmentTemplate> = []): DepartmentTemplate => ({ name, children })

const headquarters = node("Dirección General", [
  node("Gerencia de Administración y Finanzas", [node("Contabilidad"), node("Tesorería")]),
  node("Gerencia de Recursos Humanos", [node("Nómina"), node("Reclutamiento y Selección")]),
  node("Gerencia Comercial", [node("Ventas"), node("Mercadotecnia")]),
])

const plant = node("Gerencia de Planta", [
  node("Producción", [node("Producción Turno Matutino"), node("Producción Turno Vespertino"), node("Mantenimiento Industrial")]),
  node("Administración de Planta", [node("Control de Calidad"), node("Seguridad e Higiene")]),
])

const distributionCentre = node("Gerencia del Centro de Distribución", [
  node("Operaciones de Almacén", [node("Recibo de Mercancía"), node("Surtido y Embarques"), node("Control de Inventarios")]),
  node("Transporte", [node("Tráfico y Rutas")]),
])

const branch = node("Gerencia de Sucursal", [
  node("Ventas de Sucursal", [node("Atención a Clientes"), node("Ventas a Mayoreo")]),
  node("Administración de Sucursal", [node("Crédito y Cobranza")]),
])

const warehouse = node("Gerencia de Almacén", [
  node("Operación de Almacén", [node("Recibo de Materiales"), node("Embarques")]),
  node("Administración de Almacén", [node("Control de Inventarios")]),
])

/** Kinds of work centre by the start of their name, most specific first. */
const byKind: ReadonlyArray<readonly [string, DepartmentTemplate]> = [
  ["Corporativo", headquarters],
  ["Planta", plant],
  ["Centro de Distribución", distributionCentre],
  ["Sucursal", branch],
  ["Almacén", warehouse],
]

export const centreKinds = byKind.map(([kind]) => kind)

export const templateOf = (centreName: string): DepartmentTemplate =>
  byKind.find(([kind]) => centreName.startsWith(kind))?.[1] ?? branch

/** One department of a centre's tree: its name, level (1 = root) and parent's index in the list. */
export interface ShapedDepartment {
  readonly name: string
  readonly level: 1 | 2 | 3
  readonly parent: number | null
}

/**
 * A tree of exactly `count` departments, at most three levels, from a template: the root, up to
 * two children of it, and the rest as grandchildren shared out between those children in turn
 * (6 gives 1 + 2 + 3). Names come from the template, repeated with a number when it runs out, so
 * they stay unique inside the centre.
 */
export const shapeTree = (template: DepartmentTemplate, count: number): Array<ShapedDepartment> => {
  if (count < 1) return []
  const shaped: Array<ShapedDepartment> = [{ name: template.name, level: 1, parent: null }]
  const used = new Map<string, number>([[template.name, 1]])
  const unique = (name: string): string => {
    const seen = used.get(name) ?? 0
    used.set(name, seen + 1)
    return seen === 0 ? name : `${name} ${seen + 1}`
  }
  const children = template.children.length > 0 ? template.children : [template]
  const middle = Math.min(2, count - 1)
  for (let c = 0; c < middle; c++) shaped.push({ name: unique(children[c % children.length]!.name), level: 2, parent: 0 })
  const served = new Array<number>(middle).fill(0)
  for (let g = 0; shaped.length < count; g++) {
    const c = g % middle
    const parentTemplate = children[c % children.length]!
    const leaves = parentTemplate.children.length > 0 ? parentTemplate.children : [parentTemplate]
    shaped.push({ name: unique(leaves[served[c]! % leaves.length]!.name), level: 3, parent: 1 + c })
    served[c] = served[c]! + 1
  }
  return shaped
}
