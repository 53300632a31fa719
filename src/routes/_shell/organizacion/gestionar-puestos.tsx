import { createFileRoute } from "@tanstack/react-router"
import { JobProfilesPage } from "../../../organizacion/gestionar-puestos/JobProfilesPage"

// ORG500: the shell's guard (src/routes/_shell.tsx) reads the key and the /dashboard redirect
// from domain/catalog.ts.
const JobProfiles = () => <JobProfilesPage pageKey="/organizacion/gestionar-puestos" />

export const Route = createFileRoute("/_shell/organizacion/gestionar-puestos")({ component: JobProfiles })
