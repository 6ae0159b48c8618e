import { renderContext } from '@frc/build-config/server/renderContext';
import {
  CONTENT_API_PREFIX,
  phoneHref,
  postalAddressOf,
  siteTextOf,
  type PostalAddressParts,
  type PublishedContent,
  type PublishedContentItem,
  type SiteTexts,
  type SiteTextSlug,
} from '@frc/contracts/browser';

/**
 * The site's texts (@frc/contracts' siteText.ts) as the templates draw them. On the server they are the render
 * context's published content, so every pre-rendered page carries the words published when it was rendered. In the
 * browser the shell loads them once, before it renders the site (`loadSiteTexts`), into one place that every
 * bundle of the page reads (each remote has its own copy of this module). An island is never hydrated from them:
 * the page that places it passes it its words as props, so its hydration draws what the server drew.
 */

type SiteTextItems = readonly PublishedContentItem[];
const LOADED = Symbol.for('frc.siteTexts');
type Loaded = { items?: SiteTextItems; pending?: Promise<SiteTextItems | undefined> };

function loaded(): Loaded {
  const holder = globalThis as typeof globalThis & { [LOADED]?: Loaded };
  return (holder[LOADED] ??= {});
}

/**
 * The published site texts, fetched once for the page (a failed load is tried again by the next caller). Never
 * rejects: without them the templates draw the first words.
 */
export function loadSiteTexts(): Promise<SiteTextItems | undefined> {
  const state = loaded();
  if (state.items) return Promise.resolve(state.items);
  state.pending ??= fetch(`${CONTENT_API_PREFIX}/published?kind=site_text`, { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`The site's texts answered ${response.status}`);
      state.items = ((await response.json()) as PublishedContent).items;
      return state.items;
    })
    .catch((error: unknown) => {
      console.warn("The site's texts could not be loaded: the first words are shown", error);
      state.pending = undefined;
      return undefined;
    });
  return state.pending;
}

/** Forgets the loaded texts (tests). */
export function forgetSiteTexts(): void {
  const state = loaded();
  state.items = undefined;
  state.pending = undefined;
}

/** The words of a site text now: the render context's (server), the loaded ones (browser), else the first words. */
export function siteText<S extends SiteTextSlug>(slug: S): SiteTexts[S] {
  return siteTextOf(slug, renderContext()?.content?.items ?? loaded().items);
}

/** How people reach the firm. */
export interface ContactFacts {
  phone: string;
  phoneHref: string;
  email: string;
  /** The part of the e-mail address after its @: every message of the firm's comes from it. */
  emailDomain: string;
  address: PostalAddressParts;
}

/**
 * The firm's phone, e-mail and postal address: the footer's site text (its seed when the published words cannot be
 * read), their only source, so what an editor publishes there is what every page and the Organization data give.
 */
export function contactFacts(): ContactFacts {
  const { phone, email, address } = siteText('footer');
  return { phone, phoneHref: phoneHref(phone), email, emailDomain: email.slice(email.lastIndexOf('@') + 1), address: postalAddressOf(address) };
}
