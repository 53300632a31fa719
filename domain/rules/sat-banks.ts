// The main banks of the SAT's c_Banco (CFDI de nómina), by the three-digit code that also opens
// every CLABE (the bank's Banxico/SPEI number). The migration seeds them; users may add the rest.

export type BankRow = readonly [id: string, name: string]

export const satBanks: ReadonlyArray<BankRow> = [
  ["002", "BANAMEX"],
  ["006", "BANCOMEXT"],
  ["009", "BANOBRAS"],
  ["012", "BBVA MÉXICO"],
  ["014", "SANTANDER"],
  ["019", "BANJERCITO"],
  ["021", "HSBC"],
  ["030", "BAJÍO"],
  ["036", "INBURSA"],
  ["042", "MIFEL"],
  ["044", "SCOTIABANK"],
  ["058", "BANREGIO"],
  ["059", "INVEX"],
  ["060", "BANSI"],
  ["062", "AFIRME"],
  ["072", "BANORTE"],
  ["106", "BANK OF AMERICA"],
  ["112", "BMONEX"],
  ["113", "VE POR MÁS"],
  ["127", "AZTECA"],
  ["130", "COMPARTAMOS"],
  ["133", "ACTINVER"],
  ["136", "INTERCAM BANCO"],
  ["137", "BANCOPPEL"],
  ["143", "CIBANCO"],
  ["166", "BANCO DEL BIENESTAR"],
  ["646", "STP"],
]
