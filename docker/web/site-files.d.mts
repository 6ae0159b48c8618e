// The types of site-files.mjs, for the workspaces that import it: the file itself stays plain JavaScript, run as it
// is by the web image's Node at start.

/** A remote as the environment describes it (REMOTE_<NAME>, _LAST_GOOD, _CANARY, _CANARY_PERCENT). */
export interface EnvironmentRemote {
  name: string;
  /** The URL of its current mf-manifest.json; '' when unset. */
  current: string;
  lastGood?: string;
  /** The canary's origin, allowed by the policy while a canary is set, even one equal to the current version. */
  canaryOrigin?: string;
  canary?: { entry: string; percent: number };
}

/** What a step computes: files and links written to RUNTIME_DIR, values for nginx's templates. */
export interface SiteFiles {
  files: Record<string, string>;
  links: Record<string, string>;
  values: Record<string, string>;
}

/** Every remote of REMOTE_NAMES as the environment describes it; throws on a value it refuses. */
export function remotesOf(env: NodeJS.ProcessEnv): EnvironmentRemote[];
/** The folder name of the pre-rendered pages of a map: from its current versions only. */
export function pagesKeyOf(remotes: readonly Pick<EnvironmentRemote, 'name' | 'current'>[]): string;
/** Computes and writes a step's files and values. `step`: 'main', or an app's name. */
export function writeSiteFiles(env: NodeJS.ProcessEnv, step: string): SiteFiles;
