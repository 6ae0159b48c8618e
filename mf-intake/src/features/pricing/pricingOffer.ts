// An offer as its pricing card shows it. The embedding page passes the offers (marketing: the published `service`
// records), so prices change with the content, never with a build of this remote.

/** One thing the offer includes: its title, and the detail shown when it is expanded. */
export interface PricingItem {
  title: string;
  description: string;
}

export interface PricingOffer {
  /** Unique among the offers shown (the service record's id). */
  id: number | string;
  title: string;
  price: string;
  additionalInfo?: string;
  items: readonly PricingItem[];
}
