import { createFileRoute } from "@tanstack/react-router"
import { AidRequestsPage } from "../../../features/personal/aid/AidRequestsPage"

// GP100 guards the calls (DOMAIN-MX 0 [D]); the page is an extra route of the personal module in
// domain/catalog.ts, shown whenever the module is.
const AyudasPage = () => <AidRequestsPage pageKey="/personal/ayudas-economicas" />

export const Route = createFileRoute("/_shell/personal/ayudas-economicas")({ component: AyudasPage })
