import { personalCatalogue } from "./tablas-referencia-catalogue"

// Bancos, keyed by the SAT's c_Banco code: the three digits that open the CLABE of an account at
// that bank, so an employee's bank follows from the CLABE.
export const banks = personalCatalogue("bancos", "CatalogoBancos", {
  resource: "catalogo-bancos",
  title: "Bancos",
  singular: "banco",
  id: "id_banco",
  name: "n_banco",
  keyKind: { kind: "text", max: 3, pattern: { regex: /^\d{3}$/, message: "La clave del banco debe tener 3 dígitos" } },
})
