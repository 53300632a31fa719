// The records that name a contract type by `id_tipo_contrato`: while one does, the type is
// deactivated, never deleted. The contracts of Gestión de contratos (CON210) join this list with
// their table; every name is a server constant, never a client's.

export interface ContractTypeUse {
  readonly table: string
  readonly column: string
}

export const contractTypeUses: ReadonlyArray<ContractTypeUse> = [{ table: "contratos", column: "id_tipo_contrato" }]
