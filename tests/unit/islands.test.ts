import { describe, expect, it } from 'vitest'
import { isIslandName, islands, loadedIsland, loadIslands } from '../../components/islands/registry'

describe('island registry', () => {
  it('recognises registered islands only', () => {
    expect(isIslandName('MobileMenu')).toBe(true)
    expect(isIslandName('toString')).toBe(false)
    expect(isIslandName(undefined)).toBe(false)
  })

  it('resolves every entry to a default-exported component', async () => {
    for (const load of Object.values(islands)) {
      expect(typeof (await load()).default).toBe('function')
    }
  })

  it('hands the server every island once loaded', async () => {
    await loadIslands()
    for (const name of Object.keys(islands) as (keyof typeof islands)[]) {
      expect(loadedIsland(name)).toBe((await islands[name]()).default)
    }
  })
})
