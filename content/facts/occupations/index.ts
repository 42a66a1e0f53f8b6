// The occupation lists each route turns on, one snapshot per country (the JSON files beside this one,
// shapes in ./types). The page reads them through lib/occupations/, which takes them as arguments.
import australia from './australia.json' with { type: 'json' }
import canada from './canada.json' with { type: 'json' }
import common from './common.json' with { type: 'json' }
import germany from './germany.json' with { type: 'json' }
import noc from './noc-2021.json' with { type: 'json' }
import nz from './nz.json' with { type: 'json' }
import type {
  AustraliaOccupationsFile,
  BlueCardFile,
  CanadaOccupationsFile,
  CommonOccupationsFile,
  GreenListFile,
  NocFile,
  UkOccupationsFile,
} from './types'
import uk from './uk.json' with { type: 'json' }

export const ukSkilledOccupations = uk as UkOccupationsFile
export const canadaCategories = canada as CanadaOccupationsFile
export const nocUnitGroups = noc as NocFile
export const australiaOccupations = australia as AustraliaOccupationsFile
export const nzGreenList = nz as GreenListFile
export const germanyBlueCard = germany as BlueCardFile
/** Common occupations and their likely code in each classification, the search's cross-walk. */
export const commonOccupations = common as CommonOccupationsFile
