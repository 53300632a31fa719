import { createFileRoute } from "@tanstack/react-router"
import { CandidatesPage } from "../../../personal/candidatos/CandidatesPage"

// GP220: the shell's guard (src/routes/_shell.tsx) reads the key and the redirect from domain/catalog.ts.
export const Route = createFileRoute("/_shell/personal/candidatos")({ component: CandidatesPage })
