// The types of federationUses.js, which webpack's configurations require as it is (CommonJS, no build step).
import type { Compiler } from 'webpack';

/** The file the plugin emits: `{ uses: ["intake/LeadForm", …] }`. */
export const USES_FILE: string;
/** The federated module ids (`remote/Module`) in a piece of source. */
export function federatedModulesIn(source: string): string[];

/** Emits federation-uses.json: the federated modules the app's own code (under `srcDir`) loads. */
export class FederationUsesPlugin {
  constructor(srcDir: string);
  srcDir: string;
  apply(compiler: Compiler): void;
}
