import { createFileRoute } from "@tanstack/react-router"
import { PersonalMovementsPage } from "../../../features/personal/movements/PersonalMovementsPage"

// GP100 guards the calls (DOMAIN-MX 0 [D]); the page is an extra route of the personal module in
// domain/catalog.ts, shown whenever the module is.
const MovementsPage = () => <PersonalMovementsPage pageKey="/personal/movimientos-personal" />

export const Route = createFileRoute("/_shell/personal/movimientos-personal")({ component: MovementsPage })
