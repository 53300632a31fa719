import { Link } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useMemo, useState } from "react"
import { settingsPages } from "../../domain/catalog"
import { messages } from "../../domain/messages"
import { sessionActor } from "../app/session"
import { PageTitle } from "../ui/PageTitle"
import { TextField } from "../ui/TextField"
import { fold } from "../../domain/text-fold"

/** One card per settings page the user holds the key of, filtered by title. */
export const SettingsHub = () => {
  const held = useSelector(sessionActor, (s) => s.context.session?.permissions ?? [])
  const [query, setQuery] = useState("")
  const cards = useMemo(() => {
    const q = fold(query).trim()
    return settingsPages.filter((p) => held.includes(p.key) && (q === "" || fold(p.title).trim().includes(q)))
  }, [held, query])
  return (
    <>
      <PageTitle>{messages.configuraciones}</PageTitle>
      <div className="mb-6 max-w-md">
        <TextField label={messages.buscar} type="search" value={query} onChange={setQuery} />
      </div>
      {cards.length === 0 ? (
        <p role="status" className="rounded-md border border-ink-200 bg-white p-4 text-ink-700">
          {messages.sinInformacionBusqueda}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {cards.map((page) => (
            <li key={page.key}>
              <Link
                to={page.path}
                className="flex h-full flex-col gap-1 rounded-lg border border-ink-200 bg-white p-4 shadow-sm hover:border-brand-700 hover:bg-brand-50 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                <span className="font-semibold text-brand-800">{page.title}</span>
                <span className="text-sm text-ink-700">{page.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
