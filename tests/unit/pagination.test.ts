import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { Pagination, type PaginationProps } from "../../src/ui/Pagination"

// What the pager says: the count and "Página N de M" of a counted list, and "más de" for a list
// the server counted only so far (its `total_exacto: false`).
const props: PaginationProps = { page: 3, pages: 3, total: 23, pageSize: 10, pageSizes: [5, 10], onPageSize: () => {}, onPrevious: () => {}, onNext: () => {} }
const text = (p: Partial<PaginationProps>) => renderToStaticMarkup(createElement(Pagination, { ...props, ...p })).replace(/<[^>]+>/g, " ")

describe("Pagination", () => {
  it("gives the rows and the pages of a counted list", () => {
    expect(text({})).toContain("23 registros")
    expect(text({})).toContain("Página 3 de 3")
    expect(text({ total: 1, pages: 1, page: 1 })).toContain("1 registro ")
  })

  it("says más de for a list counted only so far", () => {
    const shown = text({ total: 10_001, pages: 1001, page: 2, exact: false })
    expect(shown).toContain("Más de 10,000 registros")
    expect(shown).toContain("Página 2 de más de 1,000")
    // A page asked past the limit is counted to its end and one more.
    expect(text({ total: 20_051, pages: 2006, page: 2005, exact: false })).toContain("Página 2,005 de más de 2,005")
  })
})
