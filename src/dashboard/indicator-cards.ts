import type { Indicators } from "../../domain/dashboard/dashboard"
import { messages } from "../../domain/messages"

/** The seven cards, in order, and the total each shows. */
export const indicatorCards = [
  { key: "totalEmpleados", title: messages.empleados },
  { key: "totalMasculinos", title: messages.masculinos },
  { key: "totalFemenino", title: messages.femeninos },
  { key: "totalAltas", title: messages.altas },
  { key: "totalBajas", title: messages.bajas },
  { key: "totalCumple", title: messages.cumpleanosMes },
  { key: "totalVacas", title: messages.vacacionesMes },
] as const satisfies ReadonlyArray<{ readonly key: keyof Indicators; readonly title: string }>

export const cardTargets = (data: Indicators): Record<string, number> =>
  Object.fromEntries(indicatorCards.map((c) => [c.key, data[c.key]]))
