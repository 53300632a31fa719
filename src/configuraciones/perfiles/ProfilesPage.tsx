import { Schema } from "effect"
import { useState } from "react"
import { Profile } from "../../../domain/configuraciones/perfiles-schema"
import { profiles, profilesResource } from "../../../domain/configuraciones/perfiles"
import { IconButton, wrenchIcon } from "../../ui/IconButton"
import { RecordPage } from "../../records/RecordPage"
import { ModuleAssignmentModal } from "./ModuleAssignmentModal"

const isProfile = Schema.is(Profile)

/** 'Perfiles del sistema' (SIS150); a profile's module rights are assigned from its row. */
export const ProfilesPage = () => {
  const [assigning, setAssigning] = useState<Profile | null>(null)
  return (
    <>
      <RecordPage
        descriptor={profiles}
        endpoints={profilesResource}
        pageKey="/configuraciones/perfiles"
        closeOnCompletion
        deleteLabel={(row) => `Eliminar el perfil ${String(row.n_grupo)}`}
        rowActions={(row) =>
          isProfile(row) ? (
            <IconButton opensDialog label={`Asignar módulos al perfil ${row.n_grupo}`} onPress={() => setAssigning(row)}>
              {wrenchIcon}
            </IconButton>
          ) : null
        }
      />
      {assigning ? <ModuleAssignmentModal profile={assigning} onClose={() => setAssigning(null)} /> : null}
    </>
  )
}
