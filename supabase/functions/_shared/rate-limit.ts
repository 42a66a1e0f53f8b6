// A sliding-window counter per key (a client address): at most `max` events in `windowMs`.
// Kept in memory, so it holds per server instance: enough to stop one client flooding uploads.
// Imports carry .ts extensions where Deno also runs this file.

export function createRateLimiter(max: number, windowMs: number, now: () => number = Date.now) {
  const events = new Map<string, number[]>()
  return function allow(key: string): boolean {
    const since = now() - windowMs
    const recent = (events.get(key) ?? []).filter((time) => time > since)
    if (recent.length >= max) {
      events.set(key, recent)
      return false
    }
    recent.push(now())
    events.set(key, recent)
    // Forget idle clients so the map cannot grow without bound.
    if (events.size > 10_000) {
      for (const [other, times] of events) if (!times.some((time) => time > since)) events.delete(other)
    }
    return true
  }
}
