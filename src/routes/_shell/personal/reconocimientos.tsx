import { createFileRoute } from "@tanstack/react-router"
import { RecognitionsPage } from "../../../personal/reconocimientos/RecognitionsPage"

// GP100 guards the calls (DOMAIN-MX 0 [D]); the page is an extra route of the personal module in
// domain/catalog.ts, shown whenever the module is.
const Page = () => <RecognitionsPage pageKey="/personal/reconocimientos" />

export const Route = createFileRoute("/_shell/personal/reconocimientos")({ component: Page })
