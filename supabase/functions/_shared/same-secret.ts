// Comparing a secret a caller sent with ours (notify-lead's and round-alerts' database jobs, a booking's
// feed). Web APIs only; imports carry .ts for Deno.

/** Compares the whole of two strings, so the time taken tells a caller nothing of how much matched. */
export function sameSecret(given: string, secret: string): boolean {
  const a = new TextEncoder().encode(given)
  const b = new TextEncoder().encode(secret)
  let difference = a.length ^ b.length
  for (let index = 0; index < b.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0)
  return difference === 0
}
