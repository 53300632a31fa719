// A call's payload built from what the caller may not know yet (a form's context before a person
// or a date is chosen): an unknown value is left out of the payload rather than sent as
// `undefined`, which a query string would carry as text.

/** The entries whose value is known; the others left out. */
export const definedOnly = <T extends Readonly<Record<string, unknown>>>(values: T): { [K in keyof T]?: Exclude<T[K], undefined> } =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> }
