import type { PricingOffer } from 'mf-intake/exposes';
import { LoadedContent } from '../../features/content-service/components/LoadedContent';
import type { Service } from '../../features/content-service/contentTypes';
import { usePublishedRecords } from '../../features/content-service/hooks/usePublished';
import { PricingCards } from './PricingCards';

/** A published service as intake's pricing card shows it. */
export function pricingOfferOf(service: Service): PricingOffer {
  const { id, title, price, additionalInfo, items = [] } = service;
  return { id, title, price, ...(additionalInfo ? { additionalInfo } : {}), items };
}

/** Our offers as pricing cards: the published `service` records, in the order of their ids. */
export function PublishedPricingCards() {
  const services = usePublishedRecords<Service>('service', 'title');
  return (
    <LoadedContent
      state={services}
      what="our prices"
      failure={<p>We could not show our prices just now. Please try again in a moment, or ask us through the form on this page.</p>}
    >
      {(list) => <PricingCards offers={list.map(pricingOfferOf)} />}
    </LoadedContent>
  );
}
