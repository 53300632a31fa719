import { useActorRef, useSelector } from "@xstate/react"
import { seccionesDescripcion } from "../../../domain/organizacion/reporte-descripcion-puestos-api"
import { jobDescriptionReportMachine, shownProblems } from "../../../machines/organizacion/reporte-descripcion-puestos"
import { jobDescriptionReportActors, readReportPuestos } from "../../../machines/organizacion/reporte-descripcion-puestos-calls"
import { saveFile } from "../../api/save-file"
import { api } from "../../app/api"
import { useCompanies, useLoadedItems } from "../use-org-selects"
import { Checkbox } from "../../ui/Checkbox"
import { SearchChecklist } from "../../ui/SearchChecklist"
import { SearchSelect } from "../../ui/SearchSelect"
import { errorClass } from "../../ui/TextField"
import { formatCount } from "../../../domain/number-format"
import { GeneratePage } from "../../ui/GeneratePage"
import { useToasts } from "../../records/use-toasts"

// Reporte descripción de puestos (ORG500, DOMAIN-MX 3.6): choose the company, its puestos (a
// searchable list ticked by keyboard or pointer), the sections and whether to list today's
// occupants; 'Generar' checks the rules, then the page says the PDF is being built while the
// server makes it, and the browser downloads it under the server's name.

const text = {
  title: "Reporte descripción de puestos",
  empresa: "Empresa",
  puestos: "Puestos",
  buscarPuesto: "Buscar puesto",
  elijaEmpresa: "Elija primero una empresa",
  sinPuestos: "La empresa no tiene puestos",
  secciones: "Secciones a incluir",
  ocupantes: "Incluir ocupantes",
  ocupantesAyuda: "Lista a quienes ocupan hoy las posiciones de cada puesto, de sus centros de trabajo",
  generar: "Generar",
  generando: "Generando PDF…",
} as const

const seleccionados = (n: number): string => (n === 1 ? "1 puesto seleccionado" : `${formatCount(n)} puestos seleccionados`)

const machine = jobDescriptionReportMachine.provide({ actors: jobDescriptionReportActors(api, saveFile) })
const loadPuestos = readReportPuestos(api)

export const JobDescriptionReportPage = () => {
  const actor = useActorRef(machine)
  const context = useSelector(actor, (s) => s.context)
  const generating = useSelector(actor, (s) => s.matches("generating"))
  useToasts(actor)
  const companies = useCompanies()
  // None without a company.
  const puestos = useLoadedItems(context.id_empresa === null ? null : String(context.id_empresa), loadPuestos)
  const problems = shownProblems(context)

  return (
    <GeneratePage
      title={text.title}
      className="flex max-w-3xl flex-col gap-6"
      generating={generating}
      onGenerate={() => actor.send({ type: "GENERATE" })}
      submitLabel={text.generar}
      generatingText={text.generando}
    >
      <div className="max-w-md">
        <SearchSelect
          label={text.empresa}
          items={companies}
          selectedId={context.id_empresa === null ? null : String(context.id_empresa)}
          onChange={(id) => actor.send({ type: "SELECT_COMPANY", id_empresa: id === null ? null : Number(id) })}
          errorMessage={problems.empresa ?? null}
          isRequired
          isDisabled={generating}
        />
      </div>
      <div className="max-w-xl">
        <SearchChecklist
          label={text.puestos}
          searchLabel={text.buscarPuesto}
          items={puestos}
          selectedIds={context.puestos}
          onChange={(ids) => actor.send({ type: "SET_PUESTOS", puestos: ids })}
          errorMessage={problems.puestos ?? null}
          isDisabled={generating || context.id_empresa === null}
          emptyText={context.id_empresa === null ? text.elijaEmpresa : text.sinPuestos}
          countText={seleccionados}
        />
      </div>
      <fieldset className="flex flex-col gap-2" aria-describedby="secciones-error">
        <legend className="mb-2 text-sm font-medium text-ink-700">{text.secciones}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {seccionesDescripcion.map((s) => (
            <Checkbox
              key={s.id}
              isSelected={context.secciones.includes(s.id)}
              onChange={(on) => actor.send({ type: "TOGGLE_SECTION", seccion: s.id, on })}
              isDisabled={generating}
            >
              {s.label}
            </Checkbox>
          ))}
        </div>
        <p id="secciones-error" role="alert" className={errorClass}>
          {problems.secciones ?? ""}
        </p>
      </fieldset>
      <Checkbox
        isSelected={context.incluir_ocupantes}
        onChange={(on) => actor.send({ type: "SET_OCUPANTES", on })}
        isDisabled={generating}
        description={text.ocupantesAyuda}
      >
        {text.ocupantes}
      </Checkbox>
    </GeneratePage>
  )
}
