// The fixed shape of the demo company: names chosen by hand so the demo reads like a real
// Mexican group: 3 companies, 12 work centres, 120 positions, and in each centre a department
// tree three levels deep (server/seed/department-templates.ts; 94 departments in all).

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
  /** Defaults for the company's new work centres. */
  readonly id_zona: string
  readonly id_plaza: string
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
    id_zona: "GEN",
    id_plaza: "BAJ",
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
    id_zona: "GEN",
    id_plaza: "NES",
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
    id_zona: "GEN",
    id_plaza: "PAC",
    representante_legal: "Ana Lucía Osuna Beltrán",
    telefono: "6699130000",
    email: "contacto@pacifico.example.mx",
    registros: [{ registro_patronal: "E6010333102", clase_riesgo: 3, prima_riesgo: 2.5984, f_alta: "2018-10-01" }],
    periodicidades: ["04", "05"],
  },
]

/** A place: street address in a ciudad the seed finds by name (see seedSettingsDemo). */
export interface SeedAddress {
  readonly calle: string
  readonly num_exterior: string
  readonly colonia: string
  readonly codigo_postal: string
  readonly ciudad: string
}

/**
 * Each company's work centres in order (their ids follow it), each in the city of its name and
 * under one of its company's registros patronales (the plants under the higher risk class).
 */
export const demoCentres: Readonly<Record<number, ReadonlyArray<SeedAddress & { readonly n_centro_trabajo: string; readonly registro_patronal: string }>>> = {
  1: [
    { n_centro_trabajo: "Corporativo León", registro_patronal: "C1210345105", calle: "Blvd. Adolfo López Mateos", num_exterior: "1510", colonia: "Centro", codigo_postal: "37000", ciudad: "León" },
    { n_centro_trabajo: "Planta Celaya", registro_patronal: "C1410876104", calle: "Carretera Panamericana Celaya-Salamanca", num_exterior: "Km 4.5", colonia: "Parque Industrial Amistad", codigo_postal: "38160", ciudad: "Celaya" },
    { n_centro_trabajo: "Centro de Distribución Querétaro", registro_patronal: "C1210345105", calle: "Av. 5 de Febrero", num_exterior: "2125", colonia: "Zona Industrial Benito Juárez", codigo_postal: "76120", ciudad: "Santiago de Querétaro" },
    { n_centro_trabajo: "Sucursal Irapuato", registro_patronal: "C1210345105", calle: "Blvd. Díaz Ordaz", num_exterior: "3050", colonia: "Jardines de Irapuato", codigo_postal: "36660", ciudad: "Irapuato" },
  ],
  2: [
    { n_centro_trabajo: "Corporativo Monterrey", registro_patronal: "D3510447109", calle: "Av. Constitución", num_exterior: "405", colonia: "Centro", codigo_postal: "64000", ciudad: "Monterrey" },
    { n_centro_trabajo: "Planta Apodaca", registro_patronal: "D3110222108", calle: "Av. Miguel Alemán", num_exterior: "1000", colonia: "Parque Industrial Apodaca", codigo_postal: "66600", ciudad: "Apodaca" },
    { n_centro_trabajo: "Planta Saltillo", registro_patronal: "D3110222108", calle: "Blvd. Isidro López Zertuche", num_exterior: "4850", colonia: "Zona Industrial", codigo_postal: "25230", ciudad: "Saltillo" },
    { n_centro_trabajo: "Almacén Torreón", registro_patronal: "D3510447109", calle: "Blvd. Revolución", num_exterior: "2700", colonia: "Centro", codigo_postal: "27000", ciudad: "Torreón" },
  ],
  3: [
    { n_centro_trabajo: "Corporativo Guadalajara", registro_patronal: "E6010333102", calle: "Av. Chapultepec Sur", num_exterior: "480", colonia: "Americana", codigo_postal: "44160", ciudad: "Guadalajara" },
    { n_centro_trabajo: "Planta Mazatlán", registro_patronal: "E6010333102", calle: "Carretera Internacional al Norte", num_exterior: "Km 5", colonia: "Parque Industrial Alfredo V. Bonfil", codigo_postal: "82050", ciudad: "Mazatlán" },
    { n_centro_trabajo: "Centro de Distribución Culiacán", registro_patronal: "E6010333102", calle: "Blvd. Emiliano Zapata", num_exterior: "3125", colonia: "Industrial El Palmito", codigo_postal: "80160", ciudad: "Culiacán" },
    { n_centro_trabajo: "Sucursal Tepic", registro_patronal: "E6010333102", calle: "Av. Insurgentes", num_exterior: "1050", colonia: "Centro", codigo_postal: "63000", ciudad: "Tepic" },
  ],
}

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

/** The commercial departments' area, whose puestos follow the first four areas'. */
export const demoSalesArea = "Ventas"

export const demoUsers = {
  admin: { email: "admin@demo.mx", password: "Demo.Admin-2026" },
  consulta: { email: "consulta@demo.mx", password: "Demo.Consulta-2026" },
} as const

/** The company whose work centres the consulta role sees. */
export const consultaCompany = 1

export const consultaKeys = ["ORG200", "ORG300", "ORG400", "GP100"] as const
