import { createFileRoute } from "@tanstack/react-router"
import { FeedbackSessionsPage } from "../../../evaluacion/FeedbackSessionsPage"

// EVA375: the shell's guard reads the key from domain/catalog.ts.
const Page = () => <FeedbackSessionsPage tipo="360" title="Retroalimentación 360" />

export const Route = createFileRoute("/_shell/evaluacion/retroalimentacion-360")({ component: Page })
