// "Hay cambios sin guardar": a form holds unsaved changes when some field's value differs from
// the one it opened with (or last saved). Values are texts or rows of a child collection, so
// they are compared by content.

/** Whether any field differs from `initial` (a field absent on one side counts as empty). */
export const changedFrom = (values: Readonly<Record<string, unknown>>, initial: Readonly<Record<string, unknown>>): boolean =>
  Object.keys({ ...initial, ...values }).some((f) => JSON.stringify(values[f] ?? null) !== JSON.stringify(initial[f] ?? null))
