import { shiftDay } from "../../domain/rules/working-days"
import { slug } from "./employee-details"
import { identityMaker } from "./employee-identity"

// The new people of the scale seed's candidate pool (scale-seleccion.ts): names from small pools
// combined by the seed's PRNG, an age of 18 to 50 on the day they applied, a CURP built as RENAPO
// builds it (employee-identity.ts) and unique in the pool, never one of the `reserved` ones (the
// people hired through Selección keep their own), and an e-mail unique by its number.

export interface CandidatePerson {
  readonly nombre: string
  readonly apellido_paterno: string
  readonly apellido_materno: string | null
  readonly sexo: "H" | "M"
  readonly f_nacimiento: string
  readonly curp: string
  readonly email: string
}

const male = ["José", "Luis", "Juan", "Miguel", "Carlos", "Jorge", "Alejandro", "Fernando", "Ricardo", "Eduardo", "Javier", "Arturo", "Daniel", "Raúl", "Sergio", "Óscar", "Héctor", "Manuel", "Iván", "Emiliano"]
const female = ["María", "Guadalupe", "Ana", "Laura", "Patricia", "Claudia", "Gabriela", "Verónica", "Alejandra", "Mónica", "Adriana", "Elena", "Karla", "Diana", "Sofía", "Lucía", "Valeria", "Andrea", "Paola", "Ximena"]
const surnames = [
  "Hernández", "García", "Martínez", "López", "González", "Pérez", "Rodríguez", "Sánchez", "Ramírez", "Cruz", "Flores", "Gómez", "Morales", "Vázquez", "Reyes",
  "Jiménez", "Torres", "Díaz", "Gutiérrez", "Ruiz", "Mendoza", "Aguilar", "Ortiz", "Moreno", "Castillo", "Romero", "Álvarez", "Méndez", "Chávez", "Rivera",
  "Juárez", "Ramos", "Domínguez", "Herrera", "Medina", "Castro", "Vargas", "Guzmán", "Velázquez", "Muñoz", "Rojas", "Contreras", "Salazar", "Luna", "Ortega",
]

export const candidateMaker = (random: () => number, states: ReadonlyArray<string>, reserved: ReadonlyArray<string>) => {
  const identity = identityMaker()
  const taken = new Set(reserved)
  const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(random() * items.length)]!
  let count = 0
  return {
    next: (applied: string): CandidatePerson => {
      count += 1
      const sexo = random() < 0.5 ? ("H" as const) : ("M" as const)
      const nombre = pick(sexo === "H" ? male : female)
      const apellido_paterno = pick(surnames)
      const apellido_materno = pick(surnames)
      const entidad = states.length === 0 ? "NE" : pick(states)
      let f_nacimiento = shiftDay(applied, -Math.floor((18 + random() * 32) * 365.25))
      // The maker bumps the CURP's clash character on each call with the same person; once those
      // run out (or the CURP is reserved), the person is born a day earlier.
      let curp = identity({ nombre, apellido_paterno, apellido_materno, sexo, f_nacimiento, f_ingreso: applied, entidad }, count).curp
      while (taken.has(curp)) {
        f_nacimiento = shiftDay(f_nacimiento, -1)
        curp = identity({ nombre, apellido_paterno, apellido_materno, sexo, f_nacimiento, f_ingreso: applied, entidad }, count).curp
      }
      taken.add(curp)
      return { nombre, apellido_paterno, apellido_materno, sexo, f_nacimiento, curp, email: `${slug(nombre)}.${slug(apellido_paterno)}.c${count}@correo.example.mx` }
    },
  }
}
