import type { AnyField, ChildDescriptor } from "../../domain/records/field"
import type { SelectItem } from "../ui/SearchSelect"

/** A child table's descriptor whose named fields offer the loaded options given (the rest as declared). */
export const withChoices = (child: ChildDescriptor, named: Readonly<Record<string, ReadonlyArray<SelectItem>>>): ChildDescriptor => {
  const fields = Object.entries(child.fields).map(([name, f]): [string, AnyField] => {
    const choices = named[name]
    return [name, choices === undefined ? f : { ...f, choices }]
  })
  return { ...child, fields: Object.fromEntries(fields) }
}
