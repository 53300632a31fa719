import { createFileRoute } from "@tanstack/react-router"
import { PersonalMovementsPage } from "../../../personal/movimientos-personal/PersonalMovementsPage"
import { useDropSearch } from "../../../app/route-search"

// GP100 guards the calls (DOMAIN-MX 0 [D]); the page is an extra route of the personal module in
// domain/catalog.ts, shown whenever the module is. A person's record in Gestión de personal opens
// it with ?id_empleado to change their salary: the add form opens for that person with the type
// Cambio de salario, and the parameter is dropped so a reload does not open it again.

const personOf = (search: Readonly<Record<string, unknown>>): { readonly id_empleado?: number } => {
  const v = search.id_empleado
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : Number.NaN
  return Number.isSafeInteger(n) && n >= 1 && n <= 2_147_483_647 ? { id_empleado: n } : {}
}

const MovementsPage = () => {
  const { id_empleado } = Route.useSearch()
  const taken = useDropSearch(Route.useNavigate())
  return <PersonalMovementsPage pageKey="/personal/movimientos-personal" salaryChangeFor={id_empleado ?? null} onTaken={taken} />
}

export const Route = createFileRoute("/_shell/personal/movimientos-personal")({ validateSearch: personOf, component: MovementsPage })
