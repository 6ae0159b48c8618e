import { LoadedContent } from '../../features/content-service/components/LoadedContent';
import type { Service } from '../../features/content-service/contentTypes';
import { usePublishedRecords } from '../../features/content-service/hooks/usePublished';
import { PageSection } from '../../shared/components/PageSection';
import styles from './ServicesOverview.module.scss';

/** Our three offers in brief, from the content service; the form below is where to order one. */
export function ServicesOverview() {
  const services = usePublishedRecords<Service>('service', 'title');
  return (
    <PageSection id="how-we-help" title="How we can help" intro="Three ways to work with us, each agreed in writing before we begin.">
      <LoadedContent
        state={services}
        what="our services"
        failure={<p>We could not show our services just now. Please try again in a moment, or ask us through the form below.</p>}
      >
        {(list) => (
          <ul className={styles.services}>
            {list.map((service) => (
              <li key={service.id} className={styles.service}>
                <h3 className={styles.title}>{service.title}</h3>
                <p className={styles.price}>
                  {service.price}
                  {service.additionalInfo && <span className={styles.extra}> {service.additionalInfo}</span>}
                </p>
                <p className={styles.description}>{service.description}</p>
              </li>
            ))}
          </ul>
        )}
      </LoadedContent>
      <p className={styles.order}>
        <a href="#contact-form">Ask for a free consultation</a> to find out which one fits your case.
      </p>
    </PageSection>
  );
}
