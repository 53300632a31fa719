// The NOM-035 questionnaire's public page (MODULES-MX §4.1–4.2): its address, the link mailed to
// each participant, the general data asked as ranges (the options of the NOM's "Datos generales",
// none of which identifies a person), and the words of its refusals.

/** The public page the invitations link to; the token travels in the fragment, so no server log keeps it. */
export const questionnairePagePath = "/encuesta-clima"

export const questionnaireLinkOf = (base: string, token: string): string =>
  `${base.replace(/\/+$/, "")}${questionnairePagePath}#token=${encodeURIComponent(token)}`

/**
 * The public calls' paths, here rather than only in the contract: the page calls them without the
 * Schema-decoding client, which alone would put it over its JavaScript budget.
 */
export const questionnaireCallPaths = { leer: "/get-cuestionario-clima", responder: "/responder-cuestionario" } as const

const tiempos = [
  "Menos de 6 meses",
  "Entre 6 meses y 1 año",
  "Entre 1 a 4 años",
  "Entre 5 a 9 años",
  "Entre 10 a 14 años",
  "Entre 15 a 19 años",
  "Entre 20 a 24 años",
  "25 años o más",
] as const

/** Each general datum with its label and options, in the NOM's order. */
export const generalData = {
  sexo: { label: "Sexo", options: ["Masculino", "Femenino"] },
  rango_edad: {
    label: "Edad en años",
    options: ["15 a 19", "20 a 24", "25 a 29", "30 a 34", "35 a 39", "40 a 44", "45 a 49", "50 a 54", "55 a 59", "60 a 64", "65 a 69", "70 o más"],
  },
  estado_civil: { label: "Estado civil", options: ["Casado", "Soltero", "Unión libre", "Divorciado", "Viudo"] },
  nivel_estudios: {
    label: "Nivel de estudios",
    options: ["Sin formación", "Primaria", "Secundaria", "Preparatoria o bachillerato", "Técnico superior", "Licenciatura", "Maestría", "Doctorado"],
  },
  tipo_puesto: { label: "Tipo de puesto", options: ["Operativo", "Profesional o técnico", "Supervisor", "Gerente"] },
  tipo_contratacion: { label: "Tipo de contratación", options: ["Por obra o proyecto", "Por tiempo indeterminado", "Por tiempo determinado (temporal)", "Honorarios"] },
  tipo_personal: { label: "Tipo de personal", options: ["Sindicalizado", "Confianza", "Ninguno"] },
  tipo_jornada: {
    label: "Tipo de jornada de trabajo",
    options: ["Fijo nocturno (entre las 20:00 y 6:00 hrs)", "Fijo diurno (entre las 6:00 y 20:00 hrs)", "Fijo mixto (combinación de nocturno y diurno)"],
  },
  rotacion_turnos: { label: "¿Realiza rotación de turnos?", options: ["Sí", "No"] },
  tiempo_puesto: { label: "Tiempo en el puesto actual", options: tiempos },
  experiencia_laboral: { label: "Tiempo de experiencia laboral", options: tiempos },
} as const

export type GeneralDatum = keyof typeof generalData
export const generalDataNames = Object.keys(generalData) as ReadonlyArray<GeneralDatum>

export const questionnaireMessages = {
  enlaceInvalido: "El enlace del cuestionario no es válido. Use el enlace más reciente que recibió por correo.",
  yaRespondido: "El cuestionario ya fue respondido con este enlace. Cada enlace sirve una sola vez.",
  guiaRespondida: (guia: string) => `La Guía ${guia} ya fue respondida con este enlace.`,
  vencido: (fecha: string) => `El enlace venció el ${fecha}. Pida a Recursos Humanos uno nuevo.`,
  noAplicacion: "El proyecto de este cuestionario ya no está en aplicación.",
  guiaAjena: (guia: string) => `La Guía ${guia} no se aplica en este proyecto`,
  guiaIPrimero: "Responda primero la Guía I",
  guia: "La guía debe ser I, II o III",
  dato: (label: string) => `${label} es requerido`,
  opcion: (numero: string) => `La respuesta del reactivo ${numero} no es una opción del cuestionario`,
  compuerta: (pregunta: string) => `Responda «${pregunta}»`,
  datosGenerales: "Los datos generales son requeridos",
  sinDatos: "Los datos generales no se piden en la Guía I",
  gracias: "Gracias. Sus respuestas quedaron guardadas.",
  guardada: (guia: string) => `Guía ${guia} guardada.`,
  demasiadas: (segundos: number) => `Demasiados intentos desde esta dirección. Espere ${segundos} segundos y vuelva a intentarlo.`,
} as const
