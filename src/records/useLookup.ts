import { useEffect, useState } from "react"
import { getCatalogo, mainConnection } from "../../domain/api/catalogs"
import { messages } from "../../domain/messages"
import { api } from "../app/api"
import type { SelectItem } from "../ui/SearchSelect"
import { showToast } from "./outcomes"
import { toast } from "../../machines/toast"

/** A picker's items from an allowlisted catalogue (SPEC 7.2), loaded once per page. */
export const useLookup = (tabla: string, idColumn: string, labelColumn: string): ReadonlyArray<SelectItem> => {
  const [items, setItems] = useState<ReadonlyArray<SelectItem>>([])
  useEffect(() => {
    let live = true
    void api.call(getCatalogo, { tabla, conexion: mainConnection }).then((result) => {
      if (!live) return
      if (result.ok) setItems(result.value.result.map((r) => ({ id: String(r[idColumn]), label: String(r[labelColumn] ?? "") })))
      else showToast(toast("error", messages.errorObtener))
    })
    return () => {
      live = false
    }
  }, [tabla, idColumn, labelColumn])
  return items
}
