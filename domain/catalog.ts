// Modules, pages, routes, permission keys, greyed flags and redirects,
// as data. The one source for the sidebar, the top-bar search, the SPA route guards and the
// server's permission seed, so a key can never be spelled two ways.

export interface CatalogPage {
  /** Option key; also the profile-right key that grants the page. */
  readonly key: string
  /** Absolute route of the page. */
  readonly path: string
  /** Spanish name shown in the sidebar and offered by the top-bar search. */
  readonly label: string
}

/**
 * A route of a module beyond its keyed pages (SPEC 2.4's "also" and "other routes"); with `key`,
 * only that key opens it, else any key of the module. The menus list it after the keyed pages,
 * and the page it belongs to (`from`) links to it, so no route is reachable only by its address.
 */
export interface CatalogExtraRoute {
  readonly path: string
  readonly label: string
  readonly key?: string
  /** The page that links to it (the page whose records it concerns). */
  readonly from?: string
}

export interface CatalogModule {
  /** First path segment; the sidebar's current module comes from it. */
  readonly id: string
  readonly label: string
  /** Greyed modules are listed but disabled in the sidebar. */
  readonly greyed: boolean
  readonly pages: ReadonlyArray<CatalogPage>
  /** Routes of the module beyond its keyed pages: listed after them and linked from their page. */
  readonly extraRoutes: ReadonlyArray<CatalogExtraRoute>
}

const page = (moduleId: string, slug: string, key: string, label: string): CatalogPage => ({
  key,
  path: slug.startsWith("/") ? slug : `/${moduleId}/${slug}`,
  label,
})

const extra = (moduleId: string, slug: string, label: string, from: string | null, key?: string): CatalogExtraRoute => ({
  path: `/${moduleId}/${slug}`,
  label,
  ...(key === undefined ? {} : { key }),
  ...(from === null ? {} : { from: `/${moduleId}/${from}` }),
})

export const modules: ReadonlyArray<CatalogModule> = [
  {
    id: "organizacion",
    label: "Organización",
    greyed: false,
    pages: [
      page("organizacion", "tablas-referencia", "ORG050", "Tablas de referencia"),
      page("organizacion", "empresas", "ORG200", "Empresas"),
      page("organizacion", "centros-trabajo", "ORG300", "Centros de trabajo"),
      page("organizacion", "departamentos", "ORG400", "Departamentos"),
      page("organizacion", "gestionar-puestos", "ORG500", "Gestionar puestos"),
      page("organizacion", "reporte-descripcion-puestos", "ORG500", "Reporte descripción de puestos"),
      page("organizacion", "posiciones", "ORG550", "Posiciones"),
      page("organizacion", "prorrateo-posiciones", "ORG555", "Prorrateo de posiciones"),
    ],
    extraRoutes: [
      // DOMAIN-MX section 0 [D]: the department routes open with the departments' key, the
      // position routes with the positions' key.
      extra("organizacion", "gestionar-departamentos", "Gestionar departamentos", "departamentos", "ORG400"),
      extra("organizacion", "arbol-departamentos", "Árbol de departamentos", "departamentos", "ORG400"),
      extra("organizacion", "organigramas", "Organigramas", "posiciones", "ORG550"),
      extra("organizacion", "gestionar-posiciones", "Gestionar posiciones", "posiciones", "ORG550"),
      extra("organizacion", "posiciones-libres", "Posiciones libres", "posiciones", "ORG550"),
    ],
  },
  {
    id: "personal",
    label: "Personal",
    greyed: false,
    pages: [
      page("personal", "tablas-referencia", "GP050", "Tablas de referencia"),
      page("personal", "tipos-ayuda", "GP050", "Tipos de ayuda"),
      page("personal", "gestion-personal", "GP100", "Gestión de personal"),
      page("personal", "propiedades-empresas", "GP180", "Propiedades de empresas"),
      page("personal", "actas-administrativas", "GP200", "Actas administrativas"),
      page("personal", "cartas-laborales", "GP210", "Cartas laborales"),
      page("personal", "candidatos", "GP220", "Candidatos"),
      page("personal", "pre-alta-candidatos", "GP250", "Pre-alta de candidatos"),
    ],
    extraRoutes: [
      // DOMAIN-MX section 0 [D]: shown whenever the module is; the server guards their calls.
      extra("personal", "solicitudes-portal", "Solicitudes del portal", "gestion-personal"),
      extra("personal", "ayudas-economicas", "Ayudas económicas", "gestion-personal"),
      extra("personal", "movimientos-personal", "Movimientos de personal", "gestion-personal"),
      extra("personal", "prestamos-autorizados", "Préstamos autorizados", "gestion-personal"),
      extra("personal", "reconocimientos", "Reconocimientos", "gestion-personal"),
      extra("personal", "plantillas-carta", "Plantillas de carta", "cartas-laborales", "GP210"),
      // Any signed-in approver opens it, personal module or not (shellRoutes); the user menu has it.
      extra("personal", "mis-autorizaciones", "Mis autorizaciones", null),
    ],
  },
  {
    id: "evaluacion",
    label: "Evaluación",
    greyed: false,
    pages: [
      page("evaluacion", "objetivos", "EVA010", "Objetivos"),
      page("evaluacion", "encuestas", "EVA100", "Encuestas"),
      page("evaluacion", "proyectos", "EVA150", "Proyectos"),
      page("evaluacion", "evaluaciones-objetivos", "EVA200", "Evaluaciones de objetivos"),
      page("evaluacion", "reporte-evaluados-objetivos", "EVA300", "Reporte de evaluados por objetivos"),
      page("evaluacion", "reporte-final-objetivos", "EVA350", "Reporte final de objetivos"),
      page("evaluacion", "reporte-calificaciones-360", "EVA360", "Reporte de calificaciones 360"),
      page("evaluacion", "reporte-calificaciones-operativas", "EVA365", "Reporte de calificaciones operativas"),
      page("evaluacion", "retroalimentacion-operativa", "EVA370", "Retroalimentación operativa"),
      page("evaluacion", "retroalimentacion-360", "EVA375", "Retroalimentación 360"),
      page("evaluacion", "reporte-compromisos", "EVA380", "Reporte de compromisos"),
      page("evaluacion", "reporte-concentrado-evaluaciones", "EVA390", "Reporte concentrado de evaluaciones"),
    ],
    extraRoutes: [],
  },
  {
    id: "competencias",
    label: "Competencias",
    greyed: false,
    pages: [
      page("competencias", "/competencias/niveles-competencias-tecnicas", "COM050", "Niveles de competencias técnicas"),
      page("competencias", "/competencias/competencias-organizacionales", "COM100", "Competencias organizacionales"),
      page("competencias", "/competencias/competencias-tecnicas", "COM150", "Competencias técnicas"),
      page("competencias", "/evaluacion/competencias-operativas", "COM200", "Competencias operativas"),
      page("competencias", "competencias-puesto", "COM250", "Competencias por puesto"),
      page("competencias", "competencias-colaborador", "COM300", "Competencias por colaborador"),
      page("competencias", "competencias-organizacion", "COM350", "Competencias de la organización"),
    ],
    extraRoutes: [],
  },
  {
    id: "formacion",
    label: "Formación",
    greyed: false,
    pages: [
      page("formacion", "tablas-referencia", "FOR050", "Tablas de referencia"),
      page("formacion", "niveles-puesto", "FOR090", "Niveles de puesto"),
      page("formacion", "proyectos-dnc", "FOR100", "Proyectos DNC"),
      page("formacion", "revision-presupuesto", "FOR150", "Revisión de presupuesto"),
      page("formacion", "proyectos-formacion", "FOR160", "Proyectos de formación"),
      page("formacion", "lista-asistencia", "FOR200", "Lista de asistencia"),
      page("formacion", "formatos-dc3", "FOR250", "Formatos DC-3"),
      page("formacion", "proyecto-encuesta-opinion", "FOR310", "Proyecto encuesta de opinión"),
      page("formacion", "mejores-practicas", "FOR320", "Mejores prácticas"),
      page("formacion", "reporte-presupuesto", "FOR400", "Reporte de presupuesto"),
      page("formacion", "reporte-formacion", "FOR450", "Reporte de formación"),
      page("formacion", "reporte-real-vs-presupuesto", "FOR500", "Reporte real vs. presupuesto"),
      page("formacion", "reporte-cursos-colaborador", "FOR550", "Reporte de cursos por colaborador"),
      page("formacion", "reporte-calificaciones", "FOR600", "Reporte de calificaciones"),
      page("formacion", "reporte-encuestas", "FOR650", "Reporte de encuestas"),
    ],
    extraRoutes: [],
  },
  {
    id: "seleccion",
    label: "Selección",
    greyed: false,
    pages: [
      page("seleccion", "tablas-referencia", "SEL050", "Tablas de referencia"),
      page("seleccion", "requisiciones-colaboradores", "SEL100", "Requisiciones de colaboradores"),
      page("seleccion", "procesos-seleccion", "SEL150", "Procesos de selección"),
      page("seleccion", "vacantes", "SEL160", "Vacantes"),
      page("seleccion", "gestion-candidatos", "SEL200", "Gestión de candidatos"),
      page("seleccion", "asignacion-candidatos", "SEL250", "Asignación de candidatos"),
      page("seleccion", "ofertas-candidatos", "SEL360", "Ofertas a candidatos"),
      page("seleccion", "pre-alta-candidatos", "SEL370", "Pre-alta de candidatos"),
      page("seleccion", "reporte-seguimiento", "SEL400", "Reporte de seguimiento"),
    ],
    extraRoutes: [
      // MODULES-MX §0 [D]: both work on an asignación candidato–vacante, so SEL250 opens them.
      extra("seleccion", "competencias-candidatos", "Competencias de candidatos", "asignacion-candidatos", "SEL250"),
      extra("seleccion", "entrevistas", "Entrevistas", "asignacion-candidatos", "SEL250"),
    ],
  },
  {
    id: "contratos",
    label: "Contratos",
    greyed: false,
    pages: [
      page("contratos", "parametros", "CON090", "Parámetros"),
      page("contratos", "catalogo-contratos", "CON100", "Catálogo de contratos"),
      page("contratos", "gestion-contratos", "CON210", "Gestión de contratos"),
      page("contratos", "seguimientos-contratos", "CON220", "Seguimientos de contratos"),
      page("contratos", "contratos-vencer", "CON230", "Contratos por vencer"),
      page("contratos", "reporte-contratos", "CON240", "Reporte de contratos"),
      page("contratos", "reporte-cumplimiento", "CON250", "Reporte de cumplimiento"),
    ],
    extraRoutes: [],
  },
  {
    id: "clima-laboral",
    label: "Clima laboral",
    greyed: false,
    pages: [
      page("clima-laboral", "proyectos", "CLI200", "Proyectos"),
      page("clima-laboral", "empleados-depto", "CLI210", "Empleados por departamento"),
      page("clima-laboral", "revision-proyectos", "CLI220", "Revisión de proyectos"),
      page("clima-laboral", "reporte-calificaciones", "CLI230", "Reporte de calificaciones"),
      page("clima-laboral", "planes-accion", "CLI240", "Planes de acción"),
      page("clima-laboral", "porcentajes-cumplimiento", "CLI260", "Porcentajes de cumplimiento"),
    ],
    extraRoutes: [],
  },
  {
    id: "finiquitos",
    label: "Finiquitos",
    greyed: false,
    pages: [
      page("finiquitos", "solicitud-finiquito", "FIN100", "Solicitud de finiquito"),
      page("finiquitos", "cartas-finiquito", "FIN200", "Cartas de finiquito"),
    ],
    extraRoutes: [],
  },
]

/** Keys a module is shown for: holding any page key of the module. */
export const moduleKeys = (module: CatalogModule): ReadonlyArray<string> => [
  ...new Set(module.pages.map((p) => p.key)),
]

export interface SettingsPage {
  readonly key: string
  readonly slug: string
  readonly path: string
  /** Card and page title. */
  readonly title: string
  readonly description: string
  /**
   * Where a user without the key is sent, where SPEC 2.1 says so; null where it says "not shown":
   * there the shell says in place that the page is not theirs (issue 18: no silent jump).
   */
  readonly redirect: string | null
}

const setting = (key: string, slug: string, title: string, description: string, redirect: string | null = "/dashboard"): SettingsPage => ({
  key,
  slug,
  path: `/configuraciones/${slug}`,
  title,
  description,
  redirect,
})

export const settingsPages: ReadonlyArray<SettingsPage> = [
  setting("SIS100", "parametros-sistema", "Parámetros del sistema", "Valores generales, préstamos y logotipo."),
  setting("SIS150", "perfiles", "Perfiles del sistema", "Perfiles y los módulos que cada uno puede usar."),
  setting("SIS200", "roles-usuario", "Roles de usuario", "Roles y los centros de trabajo que pueden consultar."),
  setting("SIS250", "permisos", "Usuarios del sistema", "Usuarios con su perfil, rol y acceso de administrador.", null),
  setting("SIS900", "cuentas-correo", "Cuenta de correo", "Cuenta SMTP para los correos del sistema."),
  setting("SIS901", "flujos-autorizacion", "Flujos de autorización", "Niveles y notificaciones de cada tipo de solicitud.", null),
  setting("SIS903", "usuarios-kiosko", "Usuarios del KIOSKO", "Usuarios del kiosko de autoservicio."),
  setting("SIS910", "catalogos-bolsa-trabajo", "Catálogos bolsa de trabajo", "Exportación de catálogos a la bolsa de trabajo.", null),
  setting("SIS950", "bitacora-auditoria", "Bitácora de auditoría", "Quién cambió qué, cuándo y desde dónde.", null),
]

/** Entry to /configuraciones. */
export const settingsHubKeys: ReadonlyArray<string> = ["SIS100", "SIS150", "SIS200", "SIS900", "SIS903"]
/** The user-menu link to the settings hub. */
export const settingsMenuKeys: ReadonlyArray<string> = ["SIS100", "SIS150", "SIS200"]

/** Keys the system itself uses beyond the option keys (the SIS module). */
export const systemModule = {
  id: "configuraciones",
  label: "Configuración",
} as const

/** Every permission key the product knows, in a stable order. */
export const allKeys: ReadonlyArray<string> = [
  ...new Set([...modules.flatMap((m) => m.pages.map((p) => p.key)), ...settingsPages.map((s) => s.key)]),
]

export const holdsAny = (held: ReadonlyArray<string>, needed: ReadonlyArray<string>): boolean =>
  needed.some((k) => held.includes(k))

/** Routes inside the authenticated shell that need only a session. */
export const shellRoutes = {
  home: "/",
  dashboard: "/dashboard",
  perfil: "/perfil",
  reporteador: "/reporteador",
  configuraciones: "/configuraciones",
  login: "/login",
  /** What waits for the user's decision: approvers need not hold any personal key (user menu). */
  misAutorizaciones: "/personal/mis-autorizaciones",
  /** The 360 and operative evaluations the user answers (MODULES-MX §5): linked from the profile. */
  misEvaluaciones: "/perfil/mis-evaluaciones",
} as const

/**
 * Pages whose list filters reset when the user moves elsewhere; every list page
 * built on the listPage machine behaves this way, these are the ones the spec names.
 */
export const filterResetPages: ReadonlyArray<string> = [
  "gestionar-departamentos",
  "arbol-departamentos",
  "organigramas",
  "gestionar-posiciones",
  "posiciones-libres",
]

export type RouteAccess =
  | { readonly kind: "session" }
  /** redirect: SPEC 2.1's destination for a user without the keys; null: say so in place. */
  | { readonly kind: "keys"; readonly keys: ReadonlyArray<string>; readonly redirect: string | null }

/** The guard of any path in the shell; undefined for a path the product does not know. */
export const routeAccess = (path: string): RouteAccess | undefined => {
  const clean = path.replace(/\/+$/, "") || "/"
  if (Object.values(shellRoutes).includes(clean as (typeof shellRoutes)[keyof typeof shellRoutes])) {
    return clean === shellRoutes.configuraciones
      ? { kind: "keys", keys: settingsHubKeys, redirect: "/dashboard" }
      : { kind: "session" }
  }
  const setting = settingsPages.find((s) => s.path === clean)
  if (setting) return { kind: "keys", keys: [setting.key], redirect: setting.redirect }
  for (const m of modules) {
    const p = m.pages.find((x) => x.path === clean)
    if (p) return { kind: "keys", keys: [p.key], redirect: null }
    const x = m.extraRoutes.find((r) => r.path === clean)
    if (x) return { kind: "keys", keys: x.key === undefined ? moduleKeys(m) : [x.key], redirect: null }
  }
  return undefined
}

/** Whether a user holding `held` may open a route of the shell (its guard would let them in). */
export const mayOpen = (held: ReadonlyArray<string>, path: string): boolean => {
  const access = routeAccess(path)
  return access !== undefined && (access.kind === "session" || holdsAny(held, access.keys))
}

export interface MenuRoute {
  readonly path: string
  readonly label: string
}

/**
 * What a module's menu lists for a user: its keyed pages, then its other routes, each only when
 * the user may open it. The sidebar and the top-bar search both read it, so a route the guard
 * lets a user open is always in reach.
 */
export const menuRoutes = (module: CatalogModule, held: ReadonlyArray<string>): ReadonlyArray<MenuRoute> =>
  [...module.pages, ...module.extraRoutes].filter((r) => mayOpen(held, r.path)).map((r) => ({ path: r.path, label: r.label }))

/** The routes that belong to a page (it links to them), those the user may open. */
export const relatedRoutes = (path: string, held: ReadonlyArray<string>): ReadonlyArray<MenuRoute> => {
  const clean = path.replace(/\/+$/, "") || "/"
  return modules
    .flatMap((m) => m.extraRoutes)
    .filter((r) => r.from === clean && mayOpen(held, r.path))
    .map((r) => ({ path: r.path, label: r.label }))
}
