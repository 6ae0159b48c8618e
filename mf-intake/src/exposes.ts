// The props of the modules intake exposes (webpack.config.js `exposes`), as the components declare them. Other
// apps type their embeds against this entry (`import type { IntakeExposes } from 'mf-intake/exposes'`), never
// against a copy: a change of props here fails their type check, not a visitor's page. Types only: an app that
// imported a value from here would bundle intake's code instead of loading it at run time (ESLint refuses it).
import type LeadForm from './features/lead-form/components/LeadForm';
import type PricingCards from './features/pricing/components/PricingCards';
import type ConsultationLauncher from './features/wizard/components/ConsultationLauncher';
import type ScamTypeSelect from './shared/components/ScamTypeSelect';

/** A component's props: its first parameter; a component that takes none takes no props. */
type PropsOf<Component extends (...args: never[]) => unknown> = Parameters<Component> extends [infer Props, ...unknown[]] ? Props : Record<string, never>;

export interface IntakeExposes {
  LeadForm: PropsOf<typeof LeadForm>;
  ConsultationLauncher: PropsOf<typeof ConsultationLauncher>;
  PricingCards: PropsOf<typeof PricingCards>;
  ScamTypeSelect: PropsOf<typeof ScamTypeSelect>;
}

/** The data in those props. */
export type { PricingItem, PricingOffer } from './features/pricing/pricingOffer';
