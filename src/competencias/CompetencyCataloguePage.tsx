import { useMemo } from "react"
import type { RecordDescriptor } from "../../domain/records/descriptor"
import type { AnyResourceEndpoints } from "../../domain/records/endpoints"
import { readLevels } from "../../machines/competencias/competency-levels-calls"
import { api } from "../app/api"
import { RecordPage } from "../records/RecordPage"
import { useLoadedResource } from "../records/use-loaded-resource"
import type { SelectItem } from "../ui/SearchSelect"
import { Spinner } from "../ui/Spinner"
import { withChoices } from "../organizacion/gestionar-puestos/JobProfileSelects"

// A competency catalogue (organizacionales COM100, técnicas COM150, operativas COM200): the
// record page of its type. Every competency describes the behaviour expected at each level of the
// scale, so the scale is loaded first: a new competency starts with one descriptor row per level
// (the user writes each conducta), and the rows' table names the levels instead of their ids.

interface Props {
  readonly descriptor: RecordDescriptor
  readonly endpoints: AnyResourceEndpoints
  readonly pageKey: string
}

/** The descriptor with the levels as the rows' choices and one empty row per level for a new record. */
const withLevels = (d: RecordDescriptor, levels: ReadonlyArray<SelectItem>): RecordDescriptor => {
  const described = withChoices(d, { [levelCatalogue(d)]: levels })
  const rows = described.fields.descriptores
  if (rows === undefined) return described
  return {
    ...described,
    fields: { ...described.fields, descriptores: { ...rows, initial: levels.map((l) => ({ id_nivel: l.id, conducta: "" })) } },
  }
}

const levelCatalogue = (d: RecordDescriptor): string => d.fields.descriptores?.rows?.fields.id_nivel?.lookup?.catalogue ?? ""

const none: ReadonlyArray<SelectItem> = []

const readLevelItems = readLevels(api)

export const CompetencyCataloguePage = ({ descriptor, endpoints, pageKey }: Props) => {
  // The levels, read by a loaded-resource machine; levels that cannot be read (a toast says so) leave the form without them.
  const read = useLoadedResource("niveles", readLevelItems, { toastOnFailure: true })
  const levels = read.phase === "failed" ? none : read.value
  const d = useMemo(() => (levels === null ? null : withLevels(descriptor, levels)), [descriptor, levels])
  if (d === null) return <Spinner className="h-6 w-6 text-brand-700" />
  return <RecordPage descriptor={d} endpoints={endpoints} pageKey={pageKey} />
}
