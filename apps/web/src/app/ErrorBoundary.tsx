import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { RenderFailure } from '../components/RenderFailure';

/** Catches render crashes outside the router (providers, layout) and shows RenderFailure. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render failure', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RenderFailure /> : this.props.children;
  }
}

/** The router's error element: a crash while rendering a route (or loading its code). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  console.error('Render failure', error);
  return <RenderFailure />;
}
