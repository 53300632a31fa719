import { logoEmpresa } from "../../domain/organizacion/empresas-logo-api"
import type { ApiPort, PortFile, PortResult } from "../records/api-port"

// A company's logo of one version, as the record's image field shows it (the field reads the
// answer itself: src/records/RecordImageInput.tsx).

export const readCompanyLogo =
  (api: ApiPort) =>
  (id_empresa: string, version: string): Promise<PortResult<PortFile>> =>
    api.download(logoEmpresa, { id_empresa: Number(id_empresa), version })
