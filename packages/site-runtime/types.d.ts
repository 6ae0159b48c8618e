// The shapes the site runtime's modules share, named once: the documents a deploy serves (remote map, routes,
// manifest), the local deploy state and its log, and the render's report. The modules name them in JSDoc
// (`@import { RemoteMap } from './types'`); shapes that already live in TypeScript elsewhere are re-exported.
import type { PublishedRoute, RoutesDocument } from '@frc/federation/src/routeDeclaration';

export type { PublishedRoute, RoutesDocument };
export type { PublishedContent, PublishedContentItem, RemoteLoadSummary } from '@frc/contracts/browser';

/** A remote's entry of the remote map (remotes.json): its manifest URL, or its versions. */
export type RemoteMapEntry = string | { current: string; lastGood?: string; canary?: { entry: string; percent: number } };
/** remotes.json: remote name → its entry. */
export type RemoteMap = Record<string, RemoteMapEntry>;

/** A library of mf-manifest.json's `shared`. */
export interface SharedLibrary {
  name: string;
  version: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** mf-manifest.json, as far as the runtime reads it. */
export interface FederationManifest {
  exposes?: { name: string; assets?: { css?: { sync?: string[] } } }[];
  shared?: SharedLibrary[];
}

/** What the contract gate reads of a build (contractGate.mjs: readBuild). */
export interface BuildFacts {
  manifest: FederationManifest;
  /** Its routes document, as far as the gate reads it; a build without one (the shell) has no routes. */
  routes: { routes: readonly Pick<PublishedRoute, 'path' | 'preload'>[] };
  /** The federated modules it loads (federation-uses.json): `remote/Module`. */
  uses: string[];
}

/** A canary of the local deploy state: a published version served to `percent` % of visitors since `since`. */
export interface DeployCanary {
  version: string;
  percent: number;
  since: string;
}

/**
 * A remote's local deploy state: the version the shell loads and the one it falls back to, each a published
 * version or null for the build at the remote's root; and the canary while one runs.
 */
export interface RemoteDeployState {
  current: string | null;
  lastGood?: string | null;
  canary?: DeployCanary;
}

/** The local deploy state: remote name → its state. */
export type DeployVersions = Record<string, RemoteDeployState>;

/** A switch of the remote map, as a deploy or the canary guard logs it. */
export interface SwitchEntry {
  remote: string;
  action: string;
  from: string | null;
  to: string | null;
  by?: string;
  reason?: string;
  percent?: number;
  /** The key of the map a rollback wrote (the images' canary guard). */
  map?: string;
}

/** A switch as the log holds it: with its time (ISO). */
export interface LoggedSwitch extends SwitchEntry {
  time: string;
}

/** A remote's versions as a status report shows them (as text; a canary's start may be unknown). */
export interface StatusVersions {
  current: string | null;
  lastGood?: string | null;
  canary?: { version: string; percent: number; since?: string };
}

/**
 * A page a render left out: its address, the content item it shows (kind and id; a listing page for the entries it
 * lists beyond the limit), and the error's first line.
 */
export interface FailedPage {
  address: string;
  kind?: string;
  id?: number;
  error: string;
}

/** A render that failed as a whole (deployReport.mjs: reportRenderFailure), and when it is tried again. */
export interface FailedRender {
  time: string;
  error: string;
  nextTry: string;
}

/** A render's figures and the pages it left out, as prerender.mjs writes them. */
export interface RenderFigures {
  time: string;
  /** The key of the map rendered. */
  key: string;
  contentVersion: number | null;
  pages: number;
  clientPages: number;
  failed: FailedPage[];
}

/**
 * PAGES_DIR/render-report.json: the latest render's figures, and the latest try's failure as a whole, if it failed;
 * a failure alone while no render has reported yet.
 */
export type RenderReport = (RenderFigures & { failedRender?: FailedRender }) | { key?: undefined; failedRender: FailedRender };
