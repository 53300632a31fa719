// The heat map's bands (DOMAIN-MX 5.7 [D]): under 60 % red, 60 to 84.99 % amber, 85 % and over
// green, no band when nobody was assessed (n = 0). The page and the PDF colour a cell by its
// band and always print its number: the colour is never the only carrier (WCAG 1.4.1).

export type Banda = "baja" | "media" | "alta"

export const bandaDe = (promedio: number | null): Banda | null => {
  if (promedio === null) return null
  if (promedio < 60) return "baja"
  if (promedio < 85) return "media"
  return "alta"
}

/** The legend's words for each band, as the page and the exports print them. */
export const bandaLabels: Readonly<Record<Banda, string>> = {
  baja: "Menor a 60 %",
  media: "De 60 % a 84 %",
  alta: "85 % o más",
}

/** A cell's figure as printed: the average with one decimal and its n ("72.5 % (n = 14)"). */
export const celdaTexto = (promedio: number | null, n: number): string =>
  promedio === null ? "Sin evaluaciones" : `${promedio.toLocaleString("es-MX", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} % (n = ${n})`
