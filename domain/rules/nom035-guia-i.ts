// NOM-035-STPS-2018, Guía de referencia I: "Cuestionario para identificar a los trabajadores que
// fueron sujetos a acontecimientos traumáticos severos" (every centre). Twenty yes/no items in four
// sections, worded as in the DOF of 23-10-2018; the rules of the "Criterios de calificación"
// (MODULES-MX §4.1): all "No" in section I ends it; otherwise the worker is referred to a clinical
// evaluation with one "Sí" in section II, three in III or two in IV.

export const yesNo = ["Sí", "No"] as const
export type YesNo = (typeof yesNo)[number]

export interface GuideISection {
  readonly numero: "I" | "II" | "III" | "IV"
  readonly titulo: string
  readonly items: ReadonlyArray<{ readonly numero: number; readonly texto: string }>
  /** How many "Sí" in the section refer the worker (section I only opens the others). */
  readonly umbral: number | null
}

const items = (from: number, texts: ReadonlyArray<string>) => texts.map((texto, i) => ({ numero: from + i, texto }))

export const guiaI: ReadonlyArray<GuideISection> = [
  {
    numero: "I",
    titulo: "Acontecimiento traumático severo. ¿Ha presenciado o sufrido alguna vez, durante o con motivo del trabajo un acontecimiento como los siguientes?",
    items: items(1, [
      "¿Accidente que tenga como consecuencia la muerte, la pérdida de un miembro o una lesión grave?",
      "¿Asaltos?",
      "¿Actos violentos que derivaron en lesiones graves?",
      "¿Secuestro?",
      "¿Amenazas?",
      "¿Cualquier otro que ponga en riesgo su vida o salud, y/o la de otras personas?",
    ]),
    umbral: null,
  },
  {
    numero: "II",
    titulo: "Recuerdos persistentes sobre el acontecimiento (durante el último mes)",
    items: items(7, [
      "¿Ha tenido recuerdos recurrentes sobre el acontecimiento que le provocan malestares?",
      "¿Ha tenido sueños de carácter recurrente sobre el acontecimiento, que le producen malestar?",
    ]),
    umbral: 1,
  },
  {
    numero: "III",
    titulo: "Esfuerzo por evitar circunstancias parecidas o asociadas al acontecimiento (durante el último mes)",
    items: items(9, [
      "¿Se ha esforzado por evitar todo tipo de sentimientos, conversaciones o situaciones que le puedan recordar el acontecimiento?",
      "¿Se ha esforzado por evitar todo tipo de actividades, lugares o personas que motivan recuerdos del acontecimiento?",
      "¿Ha tenido dificultad para recordar alguna parte importante del evento?",
      "¿Ha disminuido su interés en sus actividades cotidianas?",
      "¿Se ha sentido usted alejado o distante de los demás?",
      "¿Ha notado que tiene dificultad para expresar sus sentimientos?",
      "¿Ha tenido la impresión de que su vida se va a acortar, que va a morir antes que otras personas o que tiene un futuro limitado?",
    ]),
    umbral: 3,
  },
  {
    numero: "IV",
    titulo: "Afectación (durante el último mes)",
    items: items(16, [
      "¿Ha tenido usted dificultades para dormir?",
      "¿Ha estado particularmente irritable o le han dado arranques de coraje?",
      "¿Ha tenido dificultad para concentrarse?",
      "¿Ha estado nervioso o constantemente en alerta?",
      "¿Se ha sobresaltado fácilmente por cualquier cosa?",
    ]),
    umbral: 2,
  },
]

export const guideIMessages = {
  falta: (n: number) => `Falta la respuesta de la pregunta ${n}`,
  sobra: (n: number) => `La pregunta ${n} no se responde cuando ningún acontecimiento de la sección I ocurrió`,
  desconocida: (n: number) => `La pregunta ${n} no existe en la Guía I`,
} as const

export interface GuideIResult {
  /** The "Sí" answers of sections I to IV. */
  readonly si: readonly [number, number, number, number]
  readonly requiereValoracion: boolean
}

const yesIn = (section: GuideISection, answers: Readonly<Record<number, YesNo>>) => section.items.filter((i) => answers[i.numero] === "Sí").length

/** Evaluates a Guía I questionnaire (assumed complete: see guideIProblems). */
export const evaluateGuideI = (answers: Readonly<Record<number, YesNo>>): GuideIResult => {
  const [s1, s2, s3, s4] = guiaI.map((s) => yesIn(s, answers)) as [number, number, number, number]
  if (s1 === 0) return { si: [0, 0, 0, 0], requiereValoracion: false }
  const [, ii, iii, iv] = guiaI
  const refers = [ii, iii, iv].some((section, i) => section !== undefined && section.umbral !== null && [s2, s3, s4][i]! >= section.umbral)
  return { si: [s1, s2, s3, s4], requiereValoracion: refers }
}

/**
 * What keeps a Guía I questionnaire from being scored: an unknown item, a section I item not
 * answered, sections II–IV not answered after a "Sí" in I, or answered after all "No".
 */
export const guideIProblems = (answers: Readonly<Record<number, YesNo>>): ReadonlyArray<string> => {
  const known = new Set(guiaI.flatMap((s) => s.items.map((i) => i.numero)))
  const unknown = Object.keys(answers).map(Number).filter((n) => !known.has(n)).map(guideIMessages.desconocida)
  const [first, ...rest] = guiaI
  const opening = first?.items ?? []
  const missingFirst = opening.filter((i) => answers[i.numero] === undefined).map((i) => guideIMessages.falta(i.numero))
  const anyYes = opening.some((i) => answers[i.numero] === "Sí")
  const following = rest.flatMap((s) => s.items)
  const others = anyYes
    ? following.filter((i) => answers[i.numero] === undefined).map((i) => guideIMessages.falta(i.numero))
    : following.filter((i) => answers[i.numero] !== undefined).map((i) => guideIMessages.sobra(i.numero))
  return [...unknown, ...missingFirst, ...others]
}
