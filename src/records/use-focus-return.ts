import { useCallback, useEffect, useRef } from "react"
import { rowKey } from "../ui/DataTable"

/**
 * Where the keyboard goes once a record's form closes (WCAG 2.4.3): the row it edited, or the
 * button that opened it. A save reloads the list, whose rows are drawn anew, so the element
 * that had the focus is gone and the browser would leave it on the page's body; the focus is
 * placed once the list has its rows again (the table draws them a moment after its data
 * arrives), unless the user has put it elsewhere by then.
 */
export const useFocusReturn = (formOpen: boolean, listReady: boolean, rowCount: number, returnTo: string | null = null) => {
  const table = useRef<HTMLDivElement>(null)
  const opener = useRef<HTMLDivElement>(null)
  /**
   * The row's path id the form edits; null when it adds (Agregar opened it). A list drawn anew
   * after a record shown in its place starts with that record's row (`returnTo`).
   */
  const target = useRef<{ readonly row: string | null } | null>(returnTo === null ? null : { row: returnTo })
  const wasOpen = useRef(returnTo !== null)
  useEffect(() => {
    if (formOpen) {
      wasOpen.current = true
      return
    }
    const holder = table.current
    if (!wasOpen.current || !listReady || target.current === null || holder === null) return
    const { row } = target.current
    wasOpen.current = false
    target.current = null
    /** True once the focus is placed (or left where the user put it). */
    const place = (): boolean => {
      // React-aria's table moves the focus to a neighbouring row when the focused one is drawn
      // anew; the row the form edited is where the user was.
      const active = document.activeElement
      if (active !== null && active !== document.body && active.isConnected && !holder.contains(active)) return true
      const rowElement = row === null ? null : holder.querySelector<HTMLElement>(`[data-key="${CSS.escape(rowKey(row))}"]`)
      if (rowElement !== null) {
        rowElement.focus()
        return true
      }
      const drawn = rowCount === 0 || holder.querySelector(`[data-key^="${CSS.escape(rowKey(""))}"]`) !== null
      if (!drawn) return false
      opener.current?.querySelector<HTMLElement>("button")?.focus()
      return true
    }
    if (place()) return
    const observer = new MutationObserver(() => {
      if (place()) observer.disconnect()
    })
    observer.observe(holder, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [formOpen, listReady, rowCount])
  /** The form opens to edit the row with this path id, or to add (null). Stable across renders. */
  const remember = useCallback((row: string | null) => {
    target.current = { row }
  }, [])
  return { table, opener, remember }
}
