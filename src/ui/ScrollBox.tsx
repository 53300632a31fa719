import { type ReactNode, useCallback, useRef, useState } from "react"

/**
 * Whether the element's content is wider than the element, kept up to date as either resizes.
 * A callback ref: the box may mount after the component that measures it (a form's tab).
 */
export const useScrollsSideways = () => {
  const [sideways, setSideways] = useState(false)
  const observer = useRef<ResizeObserver | null>(null)
  const ref = useCallback((el: HTMLDivElement | null) => {
    observer.current?.disconnect()
    observer.current = null
    if (el === null || typeof ResizeObserver === "undefined") return
    const measure = () => setSideways(el.scrollWidth > el.clientWidth + 1)
    observer.current = new ResizeObserver(measure)
    observer.current.observe(el)
    if (el.firstElementChild) observer.current.observe(el.firstElementChild)
    measure()
  }, [])
  return { ref, sideways }
}

export interface ScrollBoxProps {
  /** Names the box when it scrolls (a region the keyboard reaches); usually the table's name. */
  readonly label: string
  readonly className?: string
  readonly children: ReactNode
}

/**
 * The one box a wide table (or matrix) scrolls sideways in, so the page itself never does
 * (WCAG 1.4.10). Only while its content does not fit is it a named, focusable region, so the
 * keyboard can scroll it too (axe: scrollable-region-focusable). Relative: a table's visually
 * hidden parts are absolutely placed and would otherwise escape the scroller and widen the page.
 */
export const ScrollBox = ({ label, className = "", children }: ScrollBoxProps) => {
  const scrolls = useScrollsSideways()
  return (
    <div
      ref={scrolls.ref}
      {...(scrolls.sideways ? { role: "region", "aria-label": label, tabIndex: 0 } : {})}
      className={`relative max-w-full overflow-x-auto focus-visible:outline-3 focus-visible:outline-focus ${className}`}
    >
      {children}
    </div>
  )
}
