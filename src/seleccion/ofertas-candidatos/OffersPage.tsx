import { offers, offersEndpoints } from "../../../domain/seleccion/ofertas-candidatos"
import type { FormSection } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"

// SEL360 Ofertas a candidatos (MODULES-MX §6): the list (Folio, Candidato, Vacante, Salario,
// Ingreso propuesto, Límite, Estado) with its filters and export; the offer in a form of three
// tabs; Enviar, Registrar aceptación / rechazo, Retirar and the carta oferta are the platform's
// workflow and document on each row.

const sections: ReadonlyArray<FormSection> = [
  { title: "Oferta", fields: ["id_asignacion", "id_plantilla", "salario_diario", "id_tipo_contrato", "dias_prueba", "f_ingreso_propuesta", "f_limite_respuesta"] },
  { title: "Condiciones", fields: ["jornada", "lugar_trabajo"] },
  { title: "Prestaciones", fields: ["dias_aguinaldo", "pct_prima_vacacional", "dias_vacaciones", "prestaciones_extra"] },
]

export const OffersPage = () => <RecordPage descriptor={offers} endpoints={offersEndpoints} pageKey="/seleccion/ofertas-candidatos" layout="page" formProps={{ sections }} />
