import { createFileRoute } from "@tanstack/react-router"
import { FeedbackSessionsPage } from "../../../evaluacion/FeedbackSessionsPage"

// EVA370: the shell's guard reads the key from domain/catalog.ts.
const Page = () => <FeedbackSessionsPage tipo="Operativa" title="Retroalimentación operativa" />

export const Route = createFileRoute("/_shell/evaluacion/retroalimentacion-operativa")({ component: Page })
