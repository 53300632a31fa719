import { useMemo, useState } from "react"
import { messages } from "../../domain/messages"
import type { ReferenceCatalogue } from "../../domain/records/reference/catalogue"
import { PageTitle } from "../ui/PageTitle"
import { Select } from "../ui/Select"
import { RecordPage } from "./RecordPage"

// Tablas de referencia: one screen for a module's small catalogues (Organización ORG050,
// Personal GP050, Formación FOR050). The user chooses a catalogue and gets its records below; the choice lives in
// the URL (the route owns it), so a reload or a shared link opens the same catalogue. Until one
// is chosen the page is only the select, and leaving it empty says that it is required.

export interface ReferenceTablesPageProps {
  /** The module's catalogues, in the order of the select. */
  readonly catalogues: ReadonlyArray<ReferenceCatalogue>
  /** The page's path: each catalogue keeps its list state under `<path>/<id>`. */
  readonly path: string
  /** The chosen catalogue's id, or undefined. */
  readonly catalogue: string | undefined
  readonly onCatalogueChange: (catalogue: string | undefined) => void
}

export const ReferenceTablesPage = ({ catalogues, path, catalogue, onCatalogueChange }: ReferenceTablesPageProps) => {
  const [touched, setTouched] = useState(false)
  const options = useMemo(() => catalogues.map((c) => ({ id: c.id, label: c.descriptor.title })), [catalogues])
  const chosen = catalogue === undefined ? undefined : catalogues.find((c) => c.id === catalogue)
  const problem = touched && chosen === undefined ? messages.catalogoRequerido : null
  return (
    <>
      {/* The chosen catalogue's page has its own h1 (its title); before that, the page's. */}
      {chosen === undefined ? <PageTitle>Tablas de referencia</PageTitle> : null}
      <div className="mb-6 w-full max-w-sm">
        <Select
          label="Catálogo"
          placeholder="Seleccione un catálogo"
          options={options}
          value={chosen?.id ?? ""}
          isRequired
          errorMessage={problem}
          onBlur={() => setTouched(true)}
          onChange={(id) => {
            setTouched(true)
            onCatalogueChange(id === "" ? undefined : id)
          }}
        />
      </div>
      {chosen === undefined ? null : <RecordPage key={chosen.id} descriptor={chosen.descriptor} endpoints={chosen.endpoints} pageKey={`${path}/${chosen.id}`} />}
    </>
  )
}
