import { createFileRoute } from "@tanstack/react-router"
import { ContractFollowUpsPage } from "../../../contratos/seguimientos-contratos/ContractFollowUpsPage"

// CON220: the shell's guard reads the key from domain/catalog.ts. `contrato` is the folio whose
// follow-ups a contract's row in Gestión de contratos asked for: the list opens filtered to it.
const followUpsSearch = (search: Record<string, unknown>): { contrato?: string } =>
  typeof search.contrato === "string" && /^[A-Z0-9-]{1,30}$/.test(search.contrato) ? { contrato: search.contrato } : {}

const FollowUpsRoute = () => {
  const { contrato } = Route.useSearch()
  return <ContractFollowUpsPage {...(contrato === undefined ? {} : { contrato })} />
}

export const Route = createFileRoute("/_shell/contratos/seguimientos-contratos")({ validateSearch: followUpsSearch, component: FollowUpsRoute })
