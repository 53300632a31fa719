import { messages } from "../../domain/messages"
import { PageTitle } from "../ui/PageTitle"

/** A page of the catalogue not built yet: its title and a clear notice, inside the shell. */
export const UnderConstruction = ({ title, note }: { readonly title: string; readonly note?: string }) => (
  <>
    <PageTitle>{title}</PageTitle>
    <p className="rounded-md border border-brand-200 bg-brand-50 p-4 text-brand-900">{note ?? messages.enConstruccion}</p>
  </>
)
