import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Content } from "pdfmake/interfaces"
import { contracts } from "../../domain/contratos/gestion-contratos"
import { type ContractValues, fillContractTemplate, missingContractValues, missingContractValuesMessage } from "../../domain/rules/contract-template"
import { type ContractFacts, missingElementsProblem } from "../../domain/rules/contratos-datos"
import { completedYears } from "../../domain/rules/seniority"
import { tiposJornada } from "../../domain/rules/sat-payroll-catalogs"
import { formatPesos } from "../../domain/number-format"
import { type AddressRow, addressLine, companyOf } from "../documents/company"
import { readEmployeeFacts } from "../documents/employee-facts"
import { companyDocument, documentFileName } from "../documents/frame"
import { refuse } from "../http/failure"
import { spanishDate } from "../pdf/spanish-date"
import { todayInMexico } from "../organizacion/in-force"
import type { DocumentBuilder } from "../records/document"
import { asEntity } from "../records/read-record"
import { documentMark } from "../../domain/records/workflow"

// The contract's PDF, "Contrato individual de trabajo" (MODULES-MX §2, LFT 24 and 25): its CON100
// type's template filled with the facts of the worker, the company and the contract, printed
// twice, one original for each party (LFT 24). Issuing is refused while the template names an
// element left empty ('Faltan datos obligatorios del contrato: {lista}'), so no contract prints
// with a blank where LFT 25 asks for a fact. A draft prints marked BORRADOR.

/** What the contract's printing reads of the person beyond the document service's facts. */
interface PersonalFacts extends AddressRow {
  readonly nacionalidad: string | null
  readonly sexo: string
  readonly f_nacimiento: string
  readonly n_estado_civil: string | null
  readonly n_periodicidad: string | null
  readonly clabe: string | null
}

const personalFacts = (id_empleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<PersonalFacts>`
      SELECT e.nacionalidad, e.sexo, e.f_nacimiento, ec.n_estado_civil, e.calle, e.num_exterior, e.num_interior, e.colonia,
        e.codigo_postal, c.n_ciudad, es.n_estado, pp.n_periodicidad, e.clabe
      FROM empleados e
      LEFT JOIN cat_estados_civiles ec ON ec.id_estado_civil = e.id_estado_civil
      LEFT JOIN ciudades c ON c.id_ciudad = e.id_ciudad
      LEFT JOIN estados es ON es.id_estado = e.id_estado
      LEFT JOIN periodicidades_pago pp ON pp.id_periodicidad = e.id_periodicidad
      WHERE e.id_empleado = ${id_empleado}`
    return row
  })

const companyExtras = (id_empresa: number, id_tipo_contrato: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [company] = yield* sql<{ representante_legal: string | null }>`SELECT representante_legal FROM empresas WHERE id_empresa = ${id_empresa}`
    const [type] = yield* sql<{ plantilla: string }>`SELECT plantilla FROM catalogo_contratos WHERE id_tipo_contrato = ${id_tipo_contrato}`
    return { representante: company?.representante_legal ?? null, plantilla: type?.plantilla ?? "" }
  })

/** The employee record's sexo: H hombre, M mujer. */
const sexWord = (s: string): string => (s === "H" ? "masculino" : s === "M" ? "femenino" : "")
const jornadaName = (id: string): string => tiposJornada.find(([code]) => code === id)?.[1].toLowerCase() ?? ""

/** The template's text as paragraphs, one original headed for its holder. */
const original = (text: string, holder: string, first: boolean): ReadonlyArray<Content> => [
  { text: `Original para ${holder}`, style: "section", headlineLevel: 1, ...(first ? {} : { pageBreak: "before" as const }) },
  ...text.split(/\n{2,}/).map((p): Content => ({ text: p, style: "paragraph" })),
]

export const contractDocument: DocumentBuilder = (record, { principal }) =>
  Effect.gen(function* () {
    const c = yield* asEntity(contracts, record)
    const company = yield* companyOf(Number(c.id_empresa ?? 0))
    const person = yield* readEmployeeFacts(c.id_empleado, principal)
    const own = yield* personalFacts(c.id_empleado)
    const extra = yield* companyExtras(company.id_empresa, c.id_tipo_contrato)
    const today = yield* todayInMexico
    const domicilio = own === undefined ? "" : addressLine(own)
    // [D] How and when pay is made follows the person's payroll: a transfer to their CLABE, else
    // cash at the workplace, on the last working day of each period of their periodicidad.
    const values: ContractValues = {
      n_empleado: person.n_empleado,
      curp: person.curp,
      rfc_empleado: person.rfc,
      nacionalidad: own?.nacionalidad ?? null,
      edad: own === undefined ? null : String(completedYears(own.f_nacimiento, c.f_inicio)),
      sexo: own === undefined ? null : sexWord(own.sexo),
      estado_civil: own?.n_estado_civil?.toLowerCase() ?? null,
      domicilio,
      n_puesto: c.n_puesto,
      funciones: c.funciones,
      lugar: c.lugar_prestacion,
      jornada: jornadaName(c.id_tipo_jornada),
      horario: c.horario,
      salario_diario: formatPesos(c.salario_diario),
      forma_pago: own?.clabe ? "mediante transferencia electrónica a la cuenta del trabajador" : "en efectivo",
      dia_pago: own?.n_periodicidad ? `del último día hábil de cada periodo de pago (${own.n_periodicidad.toLowerCase()})` : null,
      f_inicio: spanishDate(c.f_inicio),
      f_fin: c.f_fin === null ? null : spanishDate(c.f_fin),
      dias_prueba: c.dias_prueba === null ? null : String(c.dias_prueba),
      beneficiarios: c.beneficiarios.map((b) => `${b.nombre} (${b.parentesco}), ${b.porcentaje} %`).join("; "),
      n_empresa: company.razonSocial,
      rfc_empresa: company.rfc,
      domicilio_empresa: company.domicilio,
      representante: extra.representante,
    }
    // LFT 25 first, whatever the template says: the parties, the term, the work, the pay, the
    // training and rest clauses (the template's own text) and the beneficiaries.
    const facts: ContractFacts = {
      trabajador: {
        nombre: values.n_empleado ?? null,
        nacionalidad: values.nacionalidad ?? null,
        edad: own === undefined ? null : completedYears(own.f_nacimiento, c.f_inicio),
        sexo: values.sexo ?? null,
        estado_civil: values.estado_civil ?? null,
        curp: values.curp ?? null,
        rfc: values.rfc_empleado ?? null,
        domicilio: values.domicilio ?? null,
      },
      patron: { nombre: values.n_empresa ?? null, rfc: values.rfc_empresa ?? null, domicilio: values.domicilio_empresa ?? null },
      tipo_contrato: c.n_tipo_contrato,
      requiere_f_fin: c.c_tipo_contrato !== null && ["02", "03", "04", "05", "06"].includes(c.c_tipo_contrato),
      f_fin: c.f_fin,
      sujeto_prueba: c.c_tipo_contrato === "05",
      dias_prueba: c.dias_prueba,
      funciones: c.funciones,
      lugar_prestacion: c.lugar_prestacion,
      jornada: values.jornada ?? null,
      salario_diario: c.salario_diario,
      forma_pago: values.forma_pago ?? null,
      dia_pago: values.dia_pago ?? null,
      // [D] Paid where the work is done, as the default template says.
      lugar_pago: c.lugar_prestacion,
      capacitacion: /capacita/i.test(extra.plantilla) ? "cláusula" : null,
      descansos_vacaciones: /descanso/i.test(extra.plantilla) && /vacacion/i.test(extra.plantilla) ? "cláusula" : null,
      beneficiarios: c.beneficiarios.length,
    }
    const lft25 = missingElementsProblem(facts)
    if (lft25 !== undefined) return yield* refuse(409, lft25)
    // A contract without probation names no days: its clause speaks of them only "en su caso".
    const needed = c.dias_prueba === null ? { ...values, dias_prueba: "—" } : values
    const missing = missingContractValues(extra.plantilla, needed)
    if (missing.length > 0) return yield* refuse(409, missingContractValuesMessage(missing))
    const text = fillContractTemplate(extra.plantilla, needed)
    const mark = documentMark(contracts, record)
    const spec = {
      company,
      title: "Contrato individual de trabajo",
      folio: c.id_contrato,
      fecha: c.estado === "Borrador" ? today : c.f_inicio,
      body: [...original(text, "el patrón", true), ...original(text, "el trabajador", false)],
      ...(mark === undefined ? {} : { marca: mark }),
    }
    return { document: companyDocument(spec), filename: documentFileName(spec.title, c.id_contrato ?? "") }
  })
