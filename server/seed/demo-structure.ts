// The fixed shape of the demo company: names chosen by hand so the demo reads like a real
// Mexican group, with sizes close to what the issue asks (3 / 12 / 40 / 120).

export const demoCompanies = [
  { id_empresa: 1, n_empresa: "Comercializadora del Bajío S.A. de C.V.", rfc: "CBA150301AB1" },
  { id_empresa: 2, n_empresa: "Servicios Industriales del Norte S.A. de C.V.", rfc: "SIN120715KT3" },
  { id_empresa: 3, n_empresa: "Alimentos del Pacífico S.A. de C.V.", rfc: "APA180910QX7" },
] as const

export const demoCentreNames: Readonly<Record<number, ReadonlyArray<string>>> = {
  1: ["Corporativo León", "Planta Celaya", "Centro de Distribución Querétaro", "Sucursal Irapuato"],
  2: ["Corporativo Monterrey", "Planta Apodaca", "Planta Saltillo", "Almacén Torreón"],
  3: ["Corporativo Guadalajara", "Planta Mazatlán", "Centro de Distribución Culiacán", "Sucursal Tepic"],
}

export const demoDepartmentNames = [
  "Recursos Humanos",
  "Finanzas",
  "Producción",
  "Logística",
  "Ventas",
  "Tecnologías de la Información",
  "Calidad",
  "Mantenimiento",
  "Compras",
  "Seguridad e Higiene",
] as const

export const demoPositionTitles = [
  "Director",
  "Gerente",
  "Jefe",
  "Coordinador",
  "Supervisor",
  "Analista",
  "Especialista",
  "Auxiliar",
  "Técnico",
  "Operador",
] as const

export const demoPositionAreas = ["Recursos Humanos", "Finanzas", "Producción", "Logística"] as const

export const demoUsers = {
  admin: { email: "admin@demo.mx", password: "Demo.Admin-2026" },
  consulta: { email: "consulta@demo.mx", password: "Demo.Consulta-2026" },
} as const

/** The company whose work centres the consulta role sees. */
export const consultaCompany = 1

export const consultaKeys = ["ORG200", "ORG300", "ORG400", "GP100"] as const
