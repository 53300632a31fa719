import { messages } from "../../domain/messages"
import { PageTitle } from "../ui/PageTitle"

/** The empty path under the shell. */
export const HomePage = () => (
  <>
    <PageTitle>{messages.inicio}</PageTitle>
    <p className="text-ink-700">{messages.inicioTexto}</p>
  </>
)
