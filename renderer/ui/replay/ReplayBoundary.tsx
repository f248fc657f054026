import { Component, type ReactNode } from 'react';

/**
 * Catches a render error of the replayed table (a record a table cannot draw) and shows `fallback(message)` — a message
 * with a way back — instead of a blank app.
 */
export class ReplayBoundary extends Component<{ children: ReactNode; fallback: (message: string) => ReactNode }, { error: string | null }> {
  override state: { error: string | null } = { error: null };

  static getDerivedStateFromError(e: unknown): { error: string } {
    return { error: e instanceof Error ? e.message : String(e) };
  }

  override render(): ReactNode {
    return this.state.error !== null ? this.props.fallback(this.state.error) : this.props.children;
  }
}
