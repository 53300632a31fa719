// The part that registers each origin (its `origen` code, as domain/<module>/*-vocabulary.ts
// spells it): a request can be read or decided before its module has served anything, and the
// engine then loads that part to find its origin. tests/unit/origin-parts.test.ts checks that
// every part registers exactly the origins named here for it.
export const originParts = {
  MOV: "personal",
  PRESTAMO: "personal",
  AYUDA: "personal",
  PORTAL: "personal",
  FINIQUITO: "finiquitos",
  RENOVACION_CONTRATO: "contratos",
  PRESUPUESTO_FORMACION: "formacion",
  REQUISICION: "seleccion",
  OFERTA_FUERA_TABULADOR: "seleccion",
} as const satisfies Readonly<Record<string, string>>

/** A part that registers origins: part-loaders.ts loads each by this name. */
export type OriginPart = (typeof originParts)[keyof typeof originParts]
