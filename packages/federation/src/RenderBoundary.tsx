import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RenderBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a federated module that throws while rendering; the rest of the page keeps working. */
export class RenderBoundary extends Component<RenderBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A part of the page stopped working', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
