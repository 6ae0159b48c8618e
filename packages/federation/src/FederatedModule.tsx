import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { Island, useIslandCollector, type IslandHydration, type IslandProps } from './Island';
import { forgetFederatedModule, loadFederatedModule, loadedFederatedModule } from './federatedModules';
import { RemoteFailure } from './RemoteFailure';
import { RemotePlaceholder } from './RemotePlaceholder';
import { RenderBoundary } from './RenderBoundary';

type ExposedComponent<P> = ComponentType<P> | { default: ComponentType<P> };

type LoadState<P> =
  | { id: string; status: 'loading' }
  | { id: string; status: 'failed' }
  | { id: string; status: 'ready'; Component: ComponentType<P> };

export interface FederatedModuleProps<P extends object> {
  /** `remote/Module`, as the remote exposes it. */
  id: string;
  /** What the visitor would call this part of the page ("this page", "the consultation form"). */
  label: string;
  props: P;
  /** Space kept while loading so nothing jumps when it arrives. */
  minHeight?: string;
  /** The module is the whole page (a route's mount), not a part of one: a failure then heads the page. */
  isPage?: boolean;
  /**
   * On a pre-rendered page, the module is an island (its props plain data) that hydrates on its own, then
   * (`Island`); elsewhere this changes nothing.
   */
  hydrate?: IslandHydration;
}

function componentOf<P>(exposed: ExposedComponent<P>): ComponentType<P> {
  return typeof exposed === 'function' ? exposed : exposed.default;
}

// A module that has already arrived (loaded early, or shown before) renders at once, without a placeholder.
function initialState<P>(id: string): LoadState<P> {
  const loaded = loadedFederatedModule<ExposedComponent<P>>(id);
  return loaded ? { id, status: 'ready', Component: componentOf(loaded) } : { id, status: 'loading' };
}

/** Mounts a component another remote exposes; a remote that fails or is slow never blanks the page. */
export function FederatedModule<P extends object>({ hydrate, ...options }: FederatedModuleProps<P>) {
  const collector = useIslandCollector();
  // On the server every module has arrived (provideLoadedModules).
  const loaded = hydrate && collector ? loadedFederatedModule<ExposedComponent<P>>(options.id) : undefined;
  if (hydrate && loaded) {
    return (
      <Island module={options.id} label={options.label} component={componentOf(loaded) as ComponentType<IslandProps>} props={options.props as IslandProps} hydrate={hydrate} />
    );
  }
  return <LoadedModule {...options} />;
}

function LoadedModule<P extends object>({ id, label, props, minHeight = '12rem', isPage = false }: Omit<FederatedModuleProps<P>, 'hydrate'>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<P>>(() => initialState<P>(id));
  const current = state.id === id ? state : initialState<P>(id);
  const showing = current.status !== 'loading';

  useEffect(() => {
    if (showing) return undefined;
    let active = true;
    loadFederatedModule<ExposedComponent<P>>(id).then(
      (exposed) => {
        // A transition: React renders the arriving module in slices and keeps the page responsive meanwhile.
        if (active) startTransition(() => setState({ id, status: 'ready', Component: componentOf(exposed) }));
      },
      (error: unknown) => {
        console.error(`Could not load ${id}`, error);
        if (active) setState({ id, status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [id, attempt, showing]);

  const retry = () => {
    forgetFederatedModule(id);
    setState({ id, status: 'loading' });
    setAttempt((count) => count + 1);
  };

  if (current.status === 'loading') return <RemotePlaceholder label={label} minHeight={minHeight} />;
  const failure = <RemoteFailure label={label} onRetry={retry} isPage={isPage} />;
  if (current.status === 'failed') return failure;
  const { Component } = current;
  return (
    <RenderBoundary key={attempt} fallback={failure}>
      <Component {...props} />
    </RenderBoundary>
  );
}
