import { createFileRoute } from "@tanstack/react-router"
import { UnderConstruction } from "../../../placeholder/UnderConstruction"
import { titleOfPath } from "../../../placeholder/page-title"

// Every settings page of the catalogue; the shell's guard already refused unknown slugs.
const SettingsPage = () => {
  const { slug } = Route.useParams()
  return <UnderConstruction title={titleOfPath(`/configuraciones/${slug}`) ?? slug} />
}

export const Route = createFileRoute("/_shell/configuraciones/$slug")({ component: SettingsPage })
