import { useState } from "react"
import { messages } from "../../../domain/messages"
import { referenceCatalogueOf, referenceCatalogues } from "../../../domain/records/organization/reference/catalogues"
import { RecordPage } from "../../records/RecordPage"
import { PageTitle } from "../../ui/PageTitle"
import { Select } from "../../ui/Select"

// Tablas de referencia (ORG050): one screen for the organisation's small catalogues. The user
// chooses a catalogue and gets its records below; the choice lives in the URL (the route owns
// it), so a reload or a shared link opens the same catalogue. Until one is chosen the page is
// only the select, and leaving it empty says that it is required.

export interface ReferenceTablesPageProps {
  /** The chosen catalogue's id, or undefined. */
  readonly catalogue: string | undefined
  readonly onCatalogueChange: (catalogue: string | undefined) => void
}

const options = referenceCatalogues.map((c) => ({ id: c.id, label: c.descriptor.title }))

export const ReferenceTablesPage = ({ catalogue, onCatalogueChange }: ReferenceTablesPageProps) => {
  const [touched, setTouched] = useState(false)
  const chosen = catalogue === undefined ? undefined : referenceCatalogueOf(catalogue)
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
      {chosen === undefined ? null : (
        <RecordPage key={chosen.id} descriptor={chosen.descriptor} endpoints={chosen.endpoints} pageKey={`/organizacion/tablas-referencia/${chosen.id}`} />
      )}
    </>
  )
}
