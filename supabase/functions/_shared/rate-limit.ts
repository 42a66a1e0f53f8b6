// Sliding-window budgets kept in memory, so they hold per server instance: enough to stop one client
// flooding uploads, and the whole site's uploads past what it can take in an hour. Amounts are taken
// before the work and given back if the work is refused, so a refused upload costs the visitor
// nothing while two at once cannot both slip under the limit. Imports carry .ts for Deno.

export interface WindowBudget {
  /** Takes `amount` from `key`'s budget, or answers null when that would pass the limit. */
  take(key: string, amount?: number): (() => void) | null
}

export function createWindowBudget(
  max: number,
  windowMs: number,
  now: () => number = Date.now,
): WindowBudget {
  const spent = new Map<string, { at: number; amount: number }[]>()
  return {
    take(key, amount = 1) {
      const since = now() - windowMs
      const recent = (spent.get(key) ?? []).filter((entry) => entry.at > since)
      const total = recent.reduce((sum, entry) => sum + entry.amount, 0)
      if (total + amount > max) {
        spent.set(key, recent)
        return null
      }
      const entry = { at: now(), amount }
      recent.push(entry)
      spent.set(key, recent)
      // Forget idle keys so the map cannot grow without bound.
      if (spent.size > 10_000) {
        for (const [other, entries] of spent)
          if (!entries.some((spending) => spending.at > since)) spent.delete(other)
      }
      return () => {
        const entries = spent.get(key)
        const index = entries?.indexOf(entry) ?? -1
        if (entries && index >= 0) entries.splice(index, 1)
      }
    },
  }
}
