import { createFileRoute } from "@tanstack/react-router"
import { CandidatesPage } from "../../../features/personal/candidates/CandidatesPage"

// GP220: the shell's guard (src/routes/_shell.tsx) reads the key and the redirect from domain/catalog.ts.
export const Route = createFileRoute("/_shell/personal/candidatos")({ component: CandidatesPage })
