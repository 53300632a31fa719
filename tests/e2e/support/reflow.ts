import type { Page } from "playwright-core"

/**
 * What scrolls sideways at the page's current width (WCAG 1.4.10 reflow), one readable line each;
 * empty when the page reflows. Two kinds of fault:
 * - the document itself is wider than the window;
 * - a box that scrolls sideways (overflow-x auto or scroll) whose overflowing content is not a
 *   table, grid, tree or drawing: a form, a tab row or text that should have wrapped, or an
 *   absolutely placed element that escaped its scroller (its containing block lies outside it).
 * Wide tables, grids, trees and charts may scroll in a box of their own, and a named region (a
 * chart canvas) may scroll both ways; nothing else may.
 */
export const reflowFaults = (page: Page): Promise<ReadonlyArray<string>> =>
  page.evaluate(() => {
    const faults: Array<string> = []
    const root = document.scrollingElement ?? document.documentElement
    const width = root.clientWidth
    const describe = (el: Element): string => {
      const id = el.id ? `#${el.id}` : ""
      const role = el.getAttribute("role")
      const label = el.getAttribute("aria-label")
      const cls = typeof el.className === "string" && el.className !== "" ? `.${el.className.trim().split(/\s+/).slice(0, 4).join(".")}` : ""
      const text = (el.textContent ?? "").trim().slice(0, 40)
      return `<${el.tagName.toLowerCase()}${id}${role ? ` role=${role}` : ""}${label ? ` "${label}"` : ""}${cls}> "${text}"`
    }
    const wide = "table, [role=grid], [role=table], [role=treegrid], [role=tree], svg, canvas, img"
    const scrolls = (el: Element) => {
      const x = getComputedStyle(el).overflowX
      return x === "auto" || x === "scroll"
    }
    /** The nearest ancestor that clips the element: the containing-block chain, not the DOM's. */
    const clipOf = (el: Element): Element | null => {
      let position = getComputedStyle(el).position
      if (position === "fixed") return null
      for (let p = el.parentElement; p !== null && p !== document.body && p !== document.documentElement; p = p.parentElement) {
        const style = getComputedStyle(p)
        const containing = position !== "absolute" || style.position !== "static" || style.transform !== "none" || style.contain.includes("paint")
        if (!containing) continue
        if (style.overflowX !== "visible") return p
        position = style.position
        if (position === "fixed") return null
      }
      return null
    }
    // Visually hidden text is 1 px square and still widens the page when it escapes.
    const visible = (r: DOMRect) => r.width > 0 && r.height > 0
    const namedRegion = (el: Element) =>
      (el.getAttribute("role") === "region" || el.tagName === "SECTION") && (el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby"))

    if (root.scrollWidth > width) {
      const escaping = [...document.body.querySelectorAll("*")]
        .filter((el) => {
          const r = el.getBoundingClientRect()
          return visible(r) && (r.right > width + 1 || r.left < -1) && clipOf(el) === null
        })
        // The outermost only: its children widen the page because it does.
        .filter((el, _, all) => !all.some((other) => other !== el && other.contains(el)))
        .slice(0, 5)
        .map(describe)
      faults.push(`the page is ${root.scrollWidth} px wide in a ${width} px window: ${escaping.join(" | ") || "(no element found)"}`)
    }

    /** A wide element the box holds alone (box > table, or box > div > table): the box is its own. */
    const ownBox = (box: Element, w: Element): boolean => {
      for (let el: Element | null = w; el !== null && el !== box; el = el.parentElement) {
        const parent = el.parentElement
        if (parent === null) return false
        const shown = [...parent.children].filter((c) => getComputedStyle(c).position !== "absolute" && visible(c.getBoundingClientRect()))
        if (shown.length > 1) return false
      }
      return true
    }
    for (const box of document.body.querySelectorAll("*")) {
      if (!scrolls(box) || box.scrollWidth <= box.clientWidth + 1) continue
      const b = box.getBoundingClientRect()
      if (!visible(b) || namedRegion(box)) continue
      const faulty = [...box.querySelectorAll("*")].filter((el) => {
        const r = el.getBoundingClientRect()
        if (!visible(r) || (r.right <= b.right + 1 && r.left >= b.left - 1) || clipOf(el) !== box) return false
        // The outermost table or drawing between the element and the box (a sort icon's svg sits in a table).
        let w: Element | null = null
        for (let p: Element | null = el; p !== null && p !== box; p = p.parentElement) if (p.matches(wide)) w = p
        return w === null || !ownBox(box, w)
      })
      if (faulty.length > 0) faults.push(`${describe(box)} scrolls sideways for ${faulty.slice(0, 3).map(describe).join(" | ")}`)
    }
    return faults
  })
