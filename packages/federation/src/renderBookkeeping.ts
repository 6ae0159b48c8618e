// Server rendering: which federated modules a page shows (the pre-rendered page names them, so the browser fetches
// exactly these before it hydrates the page's HTML), and where the renderer loads a module the page asks for first.

/** Loads a module for the page being rendered (`remote/Module`); undefined: no such module. */
export type ModuleSource = (id: string) => unknown;

export function createRenderBookkeeping() {
  // The modules the page has shown, in the order it asked for them.
  const shown = new Set<string>();
  // The lists of `shownWhile` being kept.
  const watchers = new Set<Set<string>>();
  let source: ModuleSource | undefined;

  return {
    /** A new page: nothing shown yet; `load`, if given, loads the modules the renderer has not handed over. */
    begin(load?: ModuleSource): void {
      shown.clear();
      source = load;
    },
    /** A module from the renderer's source, or undefined (none given, or no such module). */
    loadMissing(id: string): unknown {
      return source?.(id);
    },
    noteShown(id: string): void {
      shown.add(id);
      for (const watcher of watchers) watcher.add(id);
    },
    /** The modules `render` shows (an island's, which the browser loads before hydrating it). */
    async shownWhile(render: () => Promise<unknown>): Promise<string[]> {
      const during = new Set<string>();
      watchers.add(during);
      try {
        await render();
      } finally {
        watchers.delete(during);
      }
      return [...during];
    },
    /** The modules shown since `begin`. */
    shown(): string[] {
      return [...shown];
    },
  };
}

export type RenderBookkeeping = ReturnType<typeof createRenderBookkeeping>;
