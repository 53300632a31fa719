import { Link } from "@tanstack/react-router"
import { relatedRoutes } from "../../domain/catalog"
import { messages } from "../../domain/messages"

/**
 * The links of a page to the routes that belong to it (domain/catalog.ts, `from`): Gestión de
 * personal to Movimientos de personal, Posiciones to Organigramas... Drawn by the shell for every
 * page, so a route added to the catalogue with its page is linked without a line of its own.
 */
export const RelatedPages = ({ path, held }: { readonly path: string; readonly held: ReadonlyArray<string> }) => {
  const routes = relatedRoutes(path, held)
  if (routes.length === 0) return null
  return (
    <nav aria-label={messages.paginasRelacionadas} className="mb-3 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
      <span className="text-ink-700">{messages.verTambien}</span>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {routes.map((r) => (
          <li key={r.path}>
            <Link to={r.path} className="rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {r.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
