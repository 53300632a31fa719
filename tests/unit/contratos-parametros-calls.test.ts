import { describe, expect, it } from "vitest"
import { contractParameterMessages } from "../../domain/contratos/parametros"
import { emptyContractParameters, validateContractParameters } from "../../machines/contratos/parametros-calls"

// CON090 Alertas as the form checks it (the server's schema holds the same rules): the defaults
// pass, days must decrease and stay over zero, one recipient at least, an account.

const problemsOf = (changes: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(validateContractParameters({ ...emptyContractParameters, id_cuenta_correo: "1", ...changes })).filter(([, p]) => p !== null))

describe("the Alertas form's problems", () => {
  it("proposes 30, 15 and 7 days and three renewals, and asks only for the account", () => {
    expect(emptyContractParameters).toMatchObject({ dias_alerta_1: "30", dias_alerta_2: "15", dias_alerta_3: "7", renovaciones_max_determinado: "3" })
    expect(problemsOf({ id_cuenta_correo: "" })).toEqual({ id_cuenta_correo: contractParameterMessages.cuenta })
  })
  it.each([
    [{ dias_alerta_2: "30" }, { dias_alerta_2: contractParameterMessages.diasDecrecientes }],
    [{ dias_alerta_2: "40" }, { dias_alerta_2: contractParameterMessages.diasDecrecientes }],
    [{ dias_alerta_3: "15" }, { dias_alerta_3: contractParameterMessages.diasDecrecientes }],
    [{ dias_alerta_3: "0" }, { dias_alerta_3: contractParameterMessages.dias }],
    [{ dias_alerta_1: "10.5" }, { dias_alerta_1: contractParameterMessages.dias }],
    [{ dias_alerta_1: "60", dias_alerta_2: "30", dias_alerta_3: "1" }, {}],
    [{ notificar_jefe: "0", notificar_rh: "0", notificar_colaborador: "0" }, { notificar_jefe: contractParameterMessages.destinatario }],
    [{ notificar_jefe: "0", notificar_rh: "0", notificar_colaborador: "1" }, {}],
    [{ renovaciones_max_determinado: "" }, { renovaciones_max_determinado: contractParameterMessages.renovaciones }],
  ] as const)("%j: %j", (changes, expected) => {
    expect(problemsOf(changes)).toEqual(expected)
  })
})
