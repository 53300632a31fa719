import { createFileRoute } from "@tanstack/react-router"
import { UnderConstruction } from "../../../placeholder/UnderConstruction"
import { comingNextOf } from "../../../placeholder/coming-next"
import { titleOfPath } from "../../../placeholder/page-title"

// Every module page of the catalogue until it is built; the shell's guard already
// sent unknown paths to /dashboard and checked the page's key.
const ModulePage = () => {
  const { module, page } = Route.useParams()
  const path = `/${module}/${page}`
  return <UnderConstruction title={titleOfPath(path) ?? page} note={comingNextOf(path)} />
}

export const Route = createFileRoute("/_shell/$module/$page")({ component: ModulePage })
