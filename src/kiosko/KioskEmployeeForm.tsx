import { type FormEvent, useState } from "react"
import { kioskTexts } from "../../domain/kiosko/kiosko-vocabulary"
import { TextField } from "../ui/TextField"
import { kioskActor } from "./kiosk-app"
import { CancelAndSubmit } from "../ui/CancelAndSubmit"

// A comodín's choice of the person they help: the employee number (E000123), which must be of an
// active person of their own work centre (the server says so, without telling who else exists).

const cancel = () => kioskActor.send({ type: "CANCEL" })

export const KioskEmployeeForm = ({ canCancel, busy, refusal }: { readonly canCancel: boolean; readonly busy: boolean; readonly refusal: string | null }) => {
  const [number, setNumber] = useState("")
  const [touched, setTouched] = useState(false)
  const problem = number.trim() === "" ? kioskTexts.numeroRequerido : null
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setTouched(true)
    if (problem === null) kioskActor.send({ type: "CHOOSE_EMPLOYEE", num_empleado: number })
  }
  return (
    <section aria-labelledby="kiosko-colaborador" className="mx-auto w-full max-w-md rounded-xl bg-white p-6 shadow-md sm:p-8">
      <h2 id="kiosko-colaborador" className="text-2xl font-bold text-ink-900">
        {kioskTexts.elegirColaborador}
      </h2>
      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5">
        <TextField
          label={kioskTexts.numeroColaborador}
          name="num_empleado"
          isRequired
          maxLength={20}
          autoFocus
          value={number}
          onChange={setNumber}
          onBlur={() => setTouched(true)}
          errorMessage={touched ? problem : null}
        />
        {refusal === null ? null : (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 font-medium text-danger-700">
            {refusal}
          </p>
        )}
        <CancelAndSubmit submitLabel={kioskTexts.continuar} onCancel={canCancel ? cancel : null} busy={busy} className="flex flex-wrap justify-end gap-3" />
      </form>
    </section>
  )
}
