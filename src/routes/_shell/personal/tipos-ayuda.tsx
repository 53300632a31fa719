import { createFileRoute } from "@tanstack/react-router"
import { aidTypes, aidTypesEndpoints } from "../../../../domain/personal/tipos-ayuda"
import { RecordPage } from "../../../records/RecordPage"

// GP050, like every catalogue page: the shell's guard (src/routes/_shell.tsx) reads the key and
// the /dashboard redirect from domain/catalog.ts.
const AidTypesPage = () => <RecordPage descriptor={aidTypes} endpoints={aidTypesEndpoints} pageKey="/personal/tipos-ayuda" />

export const Route = createFileRoute("/_shell/personal/tipos-ayuda")({ component: AidTypesPage })
