import { useEffect, useState } from "react"
import { getCatalogo, getRegistroById, mainConnection } from "../../domain/api/catalogs"
import { messages } from "../../domain/messages"
import { api } from "../app/api"
import type { SelectItem } from "../ui/SearchSelect"
import { showToast } from "./outcomes"
import { toast } from "../../machines/toast"

/**
 * A picker's items from an allowlisted catalogue (SPEC 7.2), loaded once per page. With `parent`
 * only the rows whose `column` equals its value are read (again when the value changes), and none
 * while the value is empty.
 */
export const useLookup = (
  tabla: string,
  idColumn: string,
  labelColumn: string,
  parent?: { readonly column: string; readonly value: string },
): ReadonlyArray<SelectItem> => {
  const [items, setItems] = useState<ReadonlyArray<SelectItem>>([])
  const column = parent?.column
  const value = parent?.value
  useEffect(() => {
    setItems([])
    if (column !== undefined && (value === undefined || value === "")) return
    let live = true
    const read =
      column === undefined || value === undefined
        ? api.call(getCatalogo, { tabla, conexion: mainConnection })
        : api.call(getRegistroById, { tabla, conexion: mainConnection, columnId: column, id: /^\d+$/.test(value) ? Number(value) : value })
    void read.then((result) => {
      if (!live) return
      if (result.ok) setItems(result.value.result.map((r) => ({ id: String(r[idColumn]), label: String(r[labelColumn] ?? "") })))
      else showToast(toast("error", messages.errorObtener))
    })
    return () => {
      live = false
    }
  }, [tabla, idColumn, labelColumn, column, value])
  return items
}
