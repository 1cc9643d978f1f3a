import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ChartErrorBoundaryProps {
  children: ReactNode;
  /** A new value (new data, new form data) clears a caught error. */
  resetKey: unknown;
  fallback: (error: Error) => ReactNode;
  onError?: (error: Error) => void;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** Catches errors while transforming props or rendering a chart, so one chart cannot break a page. */
export class ChartErrorBoundary extends Component<ChartErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ChartErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.error === null ? this.props.children : this.props.fallback(this.state.error);
  }
}
