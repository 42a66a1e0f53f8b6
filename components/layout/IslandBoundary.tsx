import { Component, type ReactNode } from 'react'
import { unexpectedErrorHeading } from '../../content/unexpected-error'

interface State {
  error: Error | null
}

/**
 * Wraps every island on server and client alike (so the trees match), and shows the spec's
 * fallback in place of that island only when it fails to render.
 */
export class IslandBoundary extends Component<{ children?: ReactNode; onHydrated?: () => void }, State> {
  state: State = { error: null }

  /** In the browser only: the island's whole tree has hydrated (the server never mounts). */
  componentDidMount() {
    this.props.onHydrated?.()
  }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">{unexpectedErrorHeading}</p>
        <p className="text-sm">{this.state.error.message}</p>
      </div>
    )
  }
}
