// The types of routes.js, which webpack's configurations require as it is (CommonJS, no build step).
import type { RoutesDocument } from '@frc/federation/src/routeDeclaration';
import type { Compiler, Configuration } from 'webpack';

/** Runs a TypeScript module of the app in Node and returns its exports; `loaded` collects every source file read. */
export function evaluateModule(entry: string, loaded?: Set<string>): Record<string, unknown>;
/** The paths as a sitemap of paths; throws on anything that is not a plain site path, or on a repeat. */
export function publicPagesXml(paths: readonly string[]): string;
/**
 * The routes document of `remote` from its declared routes (a list of RouteDeclaration of @frc/federation, or an
 * object of them by name); rejects a declaration the shell could not use.
 */
export function routesDocument(remote: string, declaration: unknown): Promise<RoutesDocument>;
/** The addresses of a routes document that belong in the sitemap. */
export function sitemapPaths(document: RoutesDocument): string[];

/** Emits routes.json and public-pages.xml from the `exportName` list of the module `entry`. */
export class RoutesPlugin {
  constructor(remote: string, entry: string, exportName?: string);
  remote: string;
  entry: string;
  exportName: string;
  apply(compiler: Compiler): void;
}

type ConfigurationFunction = (env: Record<string, unknown>, argv: Record<string, unknown>) => Configuration | Configuration[];
/** An app's webpack configuration (the factory's function) with its routes published too. */
export function withRoutes(config: ConfigurationFunction, remote: string, entry: string): ConfigurationFunction;
