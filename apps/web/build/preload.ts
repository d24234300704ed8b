import type { Plugin } from 'vite';

interface ChunkInfo {
  type: string;
  isEntry?: boolean;
  fileName: string;
  imports?: string[];
}

/**
 * Lazy pages list the files to preload with them; those the entry loads anyway (React, the
 * router, the layout …) need not be listed in every page's list: they take about a quarter of the
 * first script. `plugin` learns which files the entry loads; `resolveDependencies` (the
 * `build.modulePreload` option) leaves them out.
 */
export function preloadOnlyMissing(): { plugin: Plugin; resolveDependencies: (filename: string, deps: string[]) => string[] } {
  const loadedByEntry = new Set<string>();
  const plugin: Plugin = {
    name: 'thesis-preload-only-missing',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = bundle as unknown as Record<string, ChunkInfo>;
        const visit = (fileName: string) => {
          if (loadedByEntry.has(fileName)) return;
          loadedByEntry.add(fileName);
          for (const imported of chunks[fileName]?.imports ?? []) visit(imported);
        };
        for (const chunk of Object.values(chunks)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      },
    },
  };
  return { plugin, resolveDependencies: (_filename, deps) => deps.filter((dep) => !loadedByEntry.has(dep)) };
}
