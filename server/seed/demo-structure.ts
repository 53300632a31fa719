// The fixed shape of the demo company: names chosen by hand so the demo reads like a real
// Mexican group, with sizes close to what the issue asks (3 / 12 / 40 / 120).

// RFCs of personas morales with their SAT check digit; régimen 601 (General de Ley).
export const demoCompanies = [
  { id_empresa: 1, n_empresa: "Comercializadora del Bajío S.A. de C.V.", rfc: "CBA150301ABA", tipo_persona: "M", id_regimen: "601" },
  { id_empresa: 2, n_empresa: "Servicios Industriales del Norte S.A. de C.V.", rfc: "SIN120715KT5", tipo_persona: "M", id_regimen: "601" },
  { id_empresa: 3, n_empresa: "Alimentos del Pacífico S.A. de C.V.", rfc: "APA180910QX8", tipo_persona: "M", id_regimen: "601" },
] as const

/**
 * The fiscal address and employer data of each demo company. The place is named by its ciudad:
 * the seed finds the ciudad's estado and país by name, whatever numbers those tables use.
 */
export const demoCompanyDetails: ReadonlyArray<{
  readonly id_empresa: number
  readonly n_comercial: string
  readonly calle: string
  readonly num_exterior: string
  readonly colonia: string
  readonly codigo_postal: string
  readonly ciudad: string
  readonly representante_legal: string
  readonly telefono: string
  readonly email: string
  readonly registros: ReadonlyArray<{ readonly registro_patronal: string; readonly clase_riesgo: number; readonly prima_riesgo: number; readonly f_alta: string }>
  readonly periodicidades: ReadonlyArray<string>
}> = [
  {
    id_empresa: 1,
    n_comercial: "Comercial Bajío",
    calle: "Blvd. Adolfo López Mateos",
    num_exterior: "1510",
    colonia: "Centro",
    codigo_postal: "37000",
    ciudad: "León",
    representante_legal: "María Fernanda Ríos Delgado",
    telefono: "4777123400",
    email: "contacto@bajio.example.mx",
    registros: [
      { registro_patronal: "C1210345105", clase_riesgo: 1, prima_riesgo: 0.54355, f_alta: "2015-03-15" },
      { registro_patronal: "C1410876104", clase_riesgo: 2, prima_riesgo: 1.13065, f_alta: "2017-08-01" },
    ],
    periodicidades: ["02", "04"],
  },
  {
    id_empresa: 2,
    n_comercial: "SIN Industrial",
    calle: "Av. Constitución",
    num_exterior: "405",
    colonia: "Centro",
    codigo_postal: "64000",
    ciudad: "Monterrey",
    representante_legal: "Jorge Alberto Garza Treviño",
    telefono: "8183450000",
    email: "contacto@sin.example.mx",
    registros: [
      { registro_patronal: "D3110222108", clase_riesgo: 4, prima_riesgo: 4.65325, f_alta: "2012-07-20" },
      { registro_patronal: "D3510447109", clase_riesgo: 3, prima_riesgo: 2.5984, f_alta: "2014-02-10" },
    ],
    periodicidades: ["02"],
  },
  {
    id_empresa: 3,
    n_comercial: "Alimentos Pacífico",
    calle: "Av. Camarón Sábalo",
    num_exterior: "2200",
    colonia: "Zona Dorada",
    codigo_postal: "82110",
    ciudad: "Mazatlán",
    representante_legal: "Ana Lucía Osuna Beltrán",
    telefono: "6699130000",
    email: "contacto@pacifico.example.mx",
    registros: [{ registro_patronal: "E6010333102", clase_riesgo: 3, prima_riesgo: 2.5984, f_alta: "2018-10-01" }],
    periodicidades: ["04", "05"],
  },
]

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
