import { Link } from "@tanstack/react-router"
import { messages } from "../../domain/messages"
import { PageTitle } from "../ui/PageTitle"

/**
 * A page the user's rights do not include, said in words where it was asked for (issue 18):
 * a silent jump elsewhere left the user wondering whether the link was broken. It stands where
 * SPEC 2.1 names no redirect ("not shown" settings pages and the module pages); the link leads to
 * the dashboard, where SPEC sends the others.
 */
export const NoAccessPage = () => (
  <>
    <PageTitle>{messages.sinPermisoPagina}</PageTitle>
    <p className="mb-4 text-ink-700">{messages.sinPermisoPaginaDetalle}</p>
    <Link to="/dashboard" className="font-semibold text-brand-700 underline underline-offset-2">
      {messages.irAlDashboard}
    </Link>
  </>
)
