import { useEffect, useState } from "react"
import { type DatosColaborador, colaboradorDocumento } from "../../../../domain/api/personal-documents"
import { api } from "../../../app/api"

/** The facts a document's form shows of the chosen employee (null while none or loading). */
export const useDocumentEmployee = (idEmpleado: string): DatosColaborador | null => {
  const [facts, setFacts] = useState<DatosColaborador | null>(null)
  useEffect(() => {
    setFacts(null)
    if (!/^\d+$/.test(idEmpleado)) return
    let live = true
    void api.call(colaboradorDocumento, { id_empleado: Number(idEmpleado) }).then((r) => {
      if (live && r.ok) setFacts(r.value.result)
    })
    return () => {
      live = false
    }
  }, [idEmpleado])
  return facts
}
