import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { FIRST_LOAD_PAGES } from './src/contracts/first-load.generated.ts';
import { CHUNK_GROUPS, SIGNED_IN_SHELL } from './src/contracts/first-load.ts';

const englishCatalogue = path.resolve(import.meta.dirname, 'src/web/i18n/en.ts');
/** The public pages' English texts (decision 500): their own copy of the text modules, as en.ts. */
const publicEnglishTexts = path.resolve(import.meta.dirname, 'src/web/public-pages/texts-en.ts');

/**
 * Each i18n feature file holds its Dutch and English texts side by side, but the Dutch catalogue
 * ships in the first-load chunk and the English one loads only when chosen (decision 150). A
 * bundler splits by module, not by export, so en.ts gets its own copy of every module it imports
 * (`?catalogue=en`): tree-shaking keeps only the English exports there and only the Dutch ones in
 * the entry. The modules are plain data, so the two copies share no state.
 */
function splitEnglishCatalogue(): Plugin {
  return {
    name: 'split-english-catalogue',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const english =
        (importer === englishCatalogue && source.startsWith('./')) ||
        (importer === publicEnglishTexts && source.startsWith('../i18n/'));
      if (!english) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? `${resolved.id}?catalogue=en` : null;
    },
  };
}

/**
 * One chunk for everything a public landing page needs besides the shell (decision 158). Split
 * apart by sharing, the catalogue pulled in ~18 files of about 1 KB each: over HTTP/1.1's six
 * connections that is three more round trips before its data can be shown. A group holds the
 * modules a page module reaches by static imports (not the page itself, so other pages that share
 * a few helpers do not load its code); the first group listed wins a shared module.
 */
const BARREL_IMPORTS = 12;

/** A feature's public face (`src/web/features/<x>/index.ts`): re-exports only. */
const BARREL = /\/src\/web\/features\/[^/]+\/index\.ts$/;
const clean = (id: string) => id.split('?')[0];
const resolveFrom = (file: string, spec: string) => path.resolve(path.dirname(file), spec);

/**
 * The files of `barrel` that `importer` uses: those re-exporting the names it imports from it; null
 * (all of them) for a namespace import, `export *` or anything not understood.
 */
function barrelTargets(importer: string, barrel: string): string[] | null {
  const names = new Set<string>();
  const source = fs.readFileSync(clean(importer), 'utf8');
  for (const m of source.matchAll(/(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+['"](\.[^'"]+)['"]/g)) {
    if (resolveFrom(clean(importer), m[3]) !== barrel || m[1]) continue;
    const braces = /^\{([^}]*)\}$/.exec(m[2].trim());
    if (!braces) return null;
    for (const part of braces[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+.*/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  }
  const targets = new Set<string>();
  const barrelSource = fs.readFileSync(barrel, 'utf8');
  if (/export\s+\*/.test(barrelSource)) return null;
  for (const m of barrelSource.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s+from\s+['"](\.[^'"]+)['"]/g)) {
    if (m[1]) continue;
    const exported = m[2].split(',').map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    );
    if (exported.some((name) => names.has(name))) targets.add(resolveFrom(barrel, m[3]));
  }
  return [...targets];
}

const I18N_DIR = path.resolve(import.meta.dirname, 'src/web/i18n');
/** The group of what the text catalogues import. */
const TEXT_DEPENDENCIES = 'text-dependencies';
/** The text catalogues (decision 150), loaded on every page. */
const CATALOGUES = ['src/web/i18n/nl.ts', 'src/web/i18n/en.ts'].map((f) =>
  path.resolve(import.meta.dirname, f),
);

/** lucide-react's barrel, as the bundler resolves it. */
const LUCIDE = path.resolve(import.meta.dirname, 'node_modules/lucide-react/dist/esm/lucide-react.mjs');

/** The lucide icons a module imports by name, as the file names of their modules (`ArrowRight` → `arrow-right`). */
function usedIcons(importer: string): string[] {
  const file = clean(importer);
  if (!/\.tsx?$/.test(file) || !fs.existsSync(file)) return [];
  const m = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/.exec(fs.readFileSync(file, 'utf8'));
  if (!m) return [];
  return m[1]
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/)[0])
    .filter((name) => /^[A-Z]/.test(name))
    .map((name) =>
      name
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/([a-zA-Z])(\d)/g, '$1-$2')
        .toLowerCase(),
    );
}

function firstPageGroups(pages: Record<string, string | string[]>) {
  const reach = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'first-page-groups',
    buildEnd() {
      const owner = new Set<string>();
      for (const [name, files] of Object.entries(pages)) {
        const entries = [files].flat().map((file) => path.resolve(import.meta.dirname, 'src/web', file));
        const seen = new Set<string>();
        const stack: string[] = [];
        // Through a feature's index.ts only the files whose exports the importer uses: the rest of
        // the feature (its other pages and cards) is not part of this page, and the bundler drops
        // an unused re-export (moduleSideEffects below), so the group must not claim it either.
        const follow = (from: string) => {
          // The icons a page names: left out, a group that uses the same icon took it along, and
          // the page then loaded that whole group (the landing page's compass: the signed-in group).
          for (const icon of usedIcons(from)) {
            const file = this.getModuleInfo(LUCIDE)?.importedIds.find((i) =>
              i.endsWith(`/icons/${icon}.mjs`),
            );
            if (file) stack.push(file);
          }
          for (const id of this.getModuleInfo(from)?.importedIds ?? []) {
            if (!BARREL.test(id)) {
              stack.push(id);
              continue;
            }
            if (!owner.has(id)) seen.add(id);
            stack.push(...(barrelTargets(from, id) ?? this.getModuleInfo(id)?.importedIds ?? []));
          }
        };
        for (const entry of entries) {
          if (BARREL.test(entry)) stack.push(...(this.getModuleInfo(entry)?.importedIds ?? []));
          else follow(entry);
        }
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id) || owner.has(id) || entries.includes(id)) continue;
          seen.add(id);
          const imports = this.getModuleInfo(id)?.importedIds ?? [];
          // A package's barrel (lucide-react, @tanstack/react-query) re-exports everything: what
          // the page uses of it is left to the bundler, else every icon of the app would come too.
          if (id.includes('node_modules') && imports.length > BARREL_IMPORTS) continue;
          follow(id);
        }
        for (const id of seen) owner.add(id);
        reach.set(name, seen);
      }
      // What the text catalogues import (a few domain modules, e.g. the scan's dimensions) is needed
      // on every page with them: in a page's group (a group takes its modules' imports along), it
      // made every page load that group (the passport's texts brought the whole `signed-in` group,
      // 24 KB, into the landing page). They get a group of their own, ahead of the pages' groups.
      const everywhere = new Set<string>();
      const walked = new Set<string>();
      const stack = CATALOGUES.flatMap((file) => this.getModuleInfo(file)?.importedIds ?? []);
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (walked.has(id) || id.includes('node_modules')) continue;
        walked.add(id);
        // The texts themselves stay in their language's chunk.
        if (!clean(id).startsWith(I18N_DIR)) everywhere.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      for (const seen of reach.values()) for (const id of everywhere) seen.delete(id);
      reach.set(TEXT_DEPENDENCIES, everywhere);
    },
  };
  const groups = [TEXT_DEPENDENCIES, ...Object.keys(pages)].map((name) => ({
    name,
    test: (id: string) => reach.get(name)?.has(id) ?? false,
  }));
  return { plugin, groups };
}

/**
 * The groups in CHUNK_GROUPS's order, each with the modules its pages declare (their first-load.ts
 * beside the page, decision 488): the page module and what it loads lazily by role. Issue 25: the
 * dashboard waited on 43 chunks; what the header and the Coach load for everyone signed in (menus,
 * notifications, dialogs) is one chunk, what the signed-in pages people land on share another.
 */
const pageGroups = firstPageGroups(
  Object.fromEntries(
    CHUNK_GROUPS.map((group) => [
      group,
      [
        ...(SIGNED_IN_SHELL.group === group ? [SIGNED_IN_SHELL.module] : []),
        ...FIRST_LOAD_PAGES.filter((p) => p.group === group).flatMap((p) => [
          p.module,
          ...(p.lazy ? [p.lazy.module] : []),
        ]),
      ],
    ]),
  ),
);

const FEATURE_MODULE = /\/src\/web\/(features|i18n)\/.*\.tsx?$/;

/**
 * The server's render of the public pages (src/web/entry-server.tsx, issue 48 part 5): `vite build
 * --ssr`, run by scripts/build-server.ts into dist/ssr. Every package is bundled into it, so the
 * server needs none of the web app's packages at run time; no chunk groups and no manifest.
 */
const ssrBuild = {
  outDir: '../../dist/ssr',
  emptyOutDir: true,
  sourcemap: false,
  ssr: 'entry-server.tsx',
  rolldownOptions: {
    output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
  },
};

/**
 * The light client of the public pages (decision 500, `vite build --mode public`, after the app's
 * build into the same dist/web): its own build, so that none of the app's chunk groups (the `shell`
 * chunk of everything the app's entry needs) is shared with it; its own manifest, which the server
 * reads for the public pages' hints.
 */
const publicBuild = {
  outDir: '../../dist/web',
  emptyOutDir: false,
  sourcemap: false,
  manifest: '.vite/public-manifest.json',
  rolldownOptions: {
    input: path.resolve(import.meta.dirname, 'src/web/public.html'),
    treeshake: { moduleSideEffects: (id: string) => !FEATURE_MODULE.test(id) },
  },
};

// The web app lives in src/web; the built files go to dist/web and are served by Fastify.
export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'src/web',
  publicDir: isSsrBuild || mode === 'public' ? false : 'public',
  plugins: [
    splitEnglishCatalogue(),
    react(),
    tailwindcss(),
    ...(isSsrBuild || mode === 'public' ? [] : [pageGroups.plugin]),
  ],
  ssr: { noExternal: true },
  build: isSsrBuild
    ? ssrBuild
    : mode === 'public'
      ? publicBuild
      : {
          outDir: '../../dist/web',
          emptyOutDir: true,
          sourcemap: false,
          // The server reads it to announce a first page's chunks in the HTML (decision 158).
          manifest: true,
          rolldownOptions: {
            // A feature's index.ts re-exports its pages and cards for the shell and other features. The
            // feature modules only declare things (components, queries, texts), so a re-export nobody
            // uses is dropped with everything it imports: the Layout's MfaGate, read from the auth
            // feature's index, no longer brings the sign-in pages, zod and react-hook-form into the
            // first-load chunk of every page.
            treeshake: { moduleSideEffects: (id: string) => !FEATURE_MODULE.test(id) },
            output: {
              // Everything the first page needs in one chunk: left alone, the bundler splits the modules
              // the entry shares with lazy chunks (icons, Button, session...) into ~20 tiny files, each
              // one more request on a slow mobile connection.
              codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }, ...pageGroups.groups] },
            },
          },
        },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
}));
