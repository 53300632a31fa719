// The two catalogues the STPS prints on the reverse of the DC-3 (Acuerdo DOF 14-06-2013), as
// MODULES-MX §3 lists them: the áreas temáticas of a course and the Catálogo Nacional de
// Ocupaciones (áreas and subáreas) a worker's occupation is named from. Seeded by migration 0237
// and read-only; the claves are kept as the form prints them ('01', '01.1'), so they are text.

/** Áreas temáticas de los cursos (DC-3). */
export const thematicAreas: ReadonlyArray<readonly [clave: string, name: string]> = [
  ["1000", "Producción general"],
  ["2000", "Servicios"],
  ["3000", "Administración, contabilidad y economía"],
  ["4000", "Comercialización"],
  ["5000", "Mantenimiento y reparación"],
  ["6000", "Seguridad"],
  ["7000", "Desarrollo personal y familiar"],
  ["8000", "Uso de tecnologías de la información y comunicación"],
  ["9000", "Participación social"],
]

/** An área of the Catálogo Nacional de Ocupaciones with its subáreas (their names only: the clave is `<área>.<n>`). */
interface OccupationArea {
  readonly clave: string
  readonly name: string
  readonly subareas: ReadonlyArray<string>
}

const cno: ReadonlyArray<OccupationArea> = [
  { clave: "01", name: "Cultivo, crianza y aprovechamiento", subareas: ["Agricultura y silvicultura", "Ganadería", "Pesca y acuacultura"] },
  {
    clave: "02",
    name: "Extracción y suministro",
    subareas: ["Exploración", "Extracción", "Refinación y beneficio", "Provisión de energía", "Provisión de agua"],
  },
  {
    clave: "03",
    name: "Construcción",
    subareas: ["Planeación y dirección de obras", "Edificación y urbanización", "Acabado", "Instalación y mantenimiento"],
  },
  {
    clave: "04",
    name: "Tecnología",
    subareas: ["Mecánica", "Electricidad", "Electrónica", "Informática", "Telecomunicaciones", "Procesos industriales"],
  },
  {
    clave: "05",
    name: "Procesamiento y fabricación",
    subareas: [
      "Minerales no metálicos",
      "Metales",
      "Alimentos y bebidas",
      "Textiles y prendas de vestir",
      "Materia orgánica",
      "Productos químicos",
      "Productos metálicos y de hule y plástico",
      "Productos eléctricos y electrónicos",
      "Productos impresos",
    ],
  },
  { clave: "06", name: "Transporte", subareas: ["Ferroviario", "Autotransporte", "Aéreo", "Marítimo y fluvial", "Servicios de apoyo"] },
  {
    clave: "07",
    name: "Provisión de bienes y servicios",
    subareas: [
      "Comercio",
      "Alimentación y hospedaje",
      "Turismo",
      "Deporte y esparcimiento",
      "Servicios personales",
      "Reparación de artículos de uso doméstico y personal",
      "Limpieza",
      "Servicio postal y mensajería",
    ],
  },
  { clave: "08", name: "Gestión y soporte administrativo", subareas: ["Bolsa, banca y seguros", "Administración", "Servicios legales"] },
  {
    clave: "09",
    name: "Salud y protección social",
    subareas: ["Servicios médicos", "Inspección sanitaria y del medio ambiente", "Seguridad social", "Protección de bienes y/o personas"],
  },
  {
    clave: "10",
    name: "Comunicación",
    subareas: [
      "Publicación",
      "Radio, cine, televisión y teatro",
      "Interpretación artística",
      "Traducción e interpretación lingüística",
      "Publicidad, propaganda y relaciones públicas",
    ],
  },
  { clave: "11", name: "Desarrollo y extensión del conocimiento", subareas: ["Investigación", "Enseñanza", "Difusión cultural"] },
]

/** The CNO's áreas: clave and name. */
export const occupationAreas: ReadonlyArray<readonly [clave: string, name: string]> = cno.map((a) => [a.clave, a.name])

/** The CNO's subáreas: clave ('01.1'), name and the clave of their área. */
export const occupations: ReadonlyArray<readonly [clave: string, name: string, area: string]> = cno.flatMap((a) =>
  a.subareas.map((name, i) => [`${a.clave}.${i + 1}`, name, a.clave] as const),
)
