import { createFileRoute } from "@tanstack/react-router"
import { LoansPage } from "../../../features/personal/loans/LoansPage"

// GP100 guards the calls (DOMAIN-MX 0 [D]); the page is an extra route of the personal module in
// domain/catalog.ts, shown whenever the module is.
const PrestamosPage = () => <LoansPage pageKey="/personal/prestamos-autorizados" />

export const Route = createFileRoute("/_shell/personal/prestamos-autorizados")({ component: PrestamosPage })
