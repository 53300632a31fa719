import { createFileRoute } from "@tanstack/react-router"
import { PortalRequestsPage } from "../../../personal/solicitudes-portal/PortalRequestsPage"

// GP100 guards the calls (DOMAIN-MX 0 [D]); the page is an extra route of the personal module in
// domain/catalog.ts, shown whenever the module is.
const Page = () => <PortalRequestsPage pageKey="/personal/solicitudes-portal" />

export const Route = createFileRoute("/_shell/personal/solicitudes-portal")({ component: Page })
