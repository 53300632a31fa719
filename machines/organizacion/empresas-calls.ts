import { guardarLogoEmpresa, logoEmpresa } from "../../domain/organizacion/empresas-logo-api"
import type { ApiPort, PortFile, PortResult } from "../records/api-port"
import { type UploadOutcome, uploadedVersion } from "../records/upload-calls"

// A company's logo of one version, as the record's image field shows it (the field reads the
// answer itself: src/records/RecordImageInput.tsx), and a new one uploaded to the company.

export const readCompanyLogo =
  (api: ApiPort) =>
  (id_empresa: string, version: string): Promise<PortResult<PortFile>> =>
    api.download(logoEmpresa, { id_empresa: Number(id_empresa), version })

export const uploadCompanyLogo =
  (api: ApiPort) =>
  async (id_empresa: string, file: File): Promise<UploadOutcome> =>
    uploadedVersion(await api.upload(guardarLogoEmpresa, { id_empresa: Number(id_empresa), file }))
