import { useState } from "react"
import type { KioskSession } from "../../domain/kiosko/kiosko"
import { kioskTexts } from "../../domain/kiosko/kiosko-vocabulary"
import { myEvaluationCalls, kioskEvaluationEndpoints } from "../../machines/evaluacion/mis-evaluaciones-calls"
import { myEvaluationTexts } from "../../domain/evaluacion/mis-evaluaciones-vocabulary"
import { MyEvaluationsPanel, evaluationsMachineWith } from "../evaluacion/mis-evaluaciones/MyEvaluationsPage"
import { Tabs } from "../ui/Tabs"
import { kioskApi } from "./kiosk-api"
import { ClimateInvitations } from "./ClimateInvitations"
import { MyDataPanel } from "./MyDataPanel"
import { RequestsPanel } from "./RequestsPanel"
import { VacationPanel } from "./VacationPanel"

// The ready kiosk: who it acts for, a pending NOM-035 questionnaire if any, then four tabs (arrows move between them, Tab enters the
// panel): Mis datos, Vacaciones, Mis solicitudes, Mis evaluaciones (the 360 and operative
// evaluations the kiosk user answers; none while a comodín acts for someone else). Each panel
// reads its data again when the person changes (a comodín helping someone else).

const evaluationsMachine = evaluationsMachineWith(myEvaluationCalls(kioskApi, kioskEvaluationEndpoints))

export const KioskHome = ({ session }: { readonly session: KioskSession }) => {
  const [tab, setTab] = useState("vacaciones")
  const person = session.colaborador
  if (person === null) return null
  const who = String(person.id_empleado)
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-bold text-ink-900 sm:text-2xl">
        <span className="block text-base font-medium text-ink-700">{kioskTexts.colaborador}</span>
        {person.num_empleado} · {person.n_empleado}
      </h2>
      <ClimateInvitations who={who} />
      <Tabs
        label={kioskTexts.secciones}
        selectedId={tab}
        onChange={setTab}
        items={[
          { id: "datos", label: kioskTexts.misDatos, content: <MyDataPanel who={who} /> },
          { id: "vacaciones", label: kioskTexts.vacaciones, content: <VacationPanel who={who} /> },
          { id: "solicitudes", label: kioskTexts.solicitudes, content: <RequestsPanel who={who} /> },
          { id: "evaluaciones", label: myEvaluationTexts.titulo, content: <MyEvaluationsPanel key={who} machine={evaluationsMachine} /> },
        ]}
      />
    </div>
  )
}
