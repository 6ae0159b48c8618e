import { anchorIdsOf, tocEntriesOf, type ArticlePageData } from '../../features/article-page/articlePage';
import { adrGuidancePage } from './adrGuidancePage';
import { amlCompliancePage } from './amlCompliancePage';
import { cryptoAssetTracingPage } from './cryptoAssetTracingPage';
import { cyberInvestigationsPage } from './cyberInvestigationsPage';
import { digitalCurrencyPage } from './digitalCurrencyPage';
import { kycServicesPage } from './kycServicesPage';
import { regulatoryCompliancePage } from './regulatoryCompliancePage';
import { scamRestitutionConsultingPage } from './scamRestitutionConsultingPage';

const stepTitles = (page: ArticlePageData) => page.steps?.items.map((step) => step.title) ?? [];
const tocLabels = (page: ArticlePageData) => tocEntriesOf(page).map((entry) => entry.label);

describe('service pages', () => {
  it('cyber investigations: the spec\'s five anchors, all in the table of contents', () => {
    const anchors = ['overview', 'what-is-cyber-fraud', 'how-we-help-people', 'how-it-works', 'conclusion'];
    expect(anchorIdsOf(cyberInvestigationsPage)).toEqual(anchors);
    expect(tocEntriesOf(cyberInvestigationsPage).map((entry) => entry.id)).toEqual(anchors);
    const howItWorks = cyberInvestigationsPage.article.sections.find((section) => section.id === 'how-it-works');
    const steps = howItWorks?.blocks.find((block) => block.kind === 'list');
    expect(steps?.kind === 'list' ? steps.items : []).toHaveLength(6);
  });

  it('crypto asset tracing: four steps, entries A Closer Look at Our Process and Conclusion, closing wizard', () => {
    expect(cryptoAssetTracingPage.steps?.items).toHaveLength(4);
    expect(tocLabels(cryptoAssetTracingPage)).toEqual(['A Closer Look at Our Process', 'Conclusion']);
    expect(anchorIdsOf(cryptoAssetTracingPage)).toEqual(['closer-look', 'conclusion']);
    expect(cryptoAssetTracingPage.closing.action).toEqual({ kind: 'wizard' });
  });

  it('digital currency: a service page of its own with a table of contents', () => {
    expect(anchorIdsOf(digitalCurrencyPage)).toEqual(['overview', 'what-we-trace', 'recovery-routes', 'what-you-receive', 'conclusion']);
    expect(tocEntriesOf(digitalCurrencyPage)).toHaveLength(5);
  });

  it('KYC services: six steps, entries What are KYC Services, A Closer Look, Conclusion, closing wizard', () => {
    expect(kycServicesPage.steps?.items).toHaveLength(6);
    expect(tocLabels(kycServicesPage)).toEqual(['What are KYC Services', 'A Closer Look', 'Conclusion']);
    expect(anchorIdsOf(kycServicesPage)).toEqual(['what-are-kyc-services', 'closer-look', 'conclusion']);
    expect(kycServicesPage.closing.action).toEqual({ kind: 'wizard' });
  });

  it('scam restitution consulting: four steps and five table-of-contents entries', () => {
    expect(scamRestitutionConsultingPage.steps?.items).toHaveLength(4);
    expect(tocEntriesOf(scamRestitutionConsultingPage)).toHaveLength(5);
  });

  it('ADR guidance: four steps and three entries', () => {
    expect(adrGuidancePage.steps?.items).toHaveLength(4);
    expect(tocEntriesOf(adrGuidancePage).map((entry) => entry.id)).toEqual(['what-is-adr', 'closer-look', 'conclusion']);
  });

  it('regulatory compliance: contact hero, the six cards, three sections, five other services, lost-crypto sidebar, retrieve-your-money banner', () => {
    expect(regulatoryCompliancePage.hero.action).toEqual({ kind: 'contact' });
    expect(stepTitles(regulatoryCompliancePage)).toEqual([
      'Assessment',
      'Tailored strategy',
      'Implementation and training',
      'Ongoing monitoring and reporting',
      'Regulatory liaison',
      'Beyond compliance',
    ]);
    expect(anchorIdsOf(regulatoryCompliancePage)).toEqual(['what-are-regulatory-compliance', 'closer-look', 'conclusion']);
    const otherServices = regulatoryCompliancePage.article.sections.flatMap((section) => section.subsections ?? []).find((part) => part.title === 'Other services');
    const list = otherServices?.blocks.find((block) => block.kind === 'list');
    expect((list?.kind === 'list' ? list.items : []).map((item) => (typeof item === 'string' ? item : item.title))).toEqual([
      'Smart contract drafting and review:',
      'Dispute resolution:',
      'Intellectual property:',
      'Fundraising and investment:',
      'Data protection and privacy:',
    ]);
    expect(regulatoryCompliancePage.sidePanel.title).toMatch(/lost crypto/i);
    expect(regulatoryCompliancePage.closing).toMatchObject({ title: 'Retrieve your money from a scam!', action: { kind: 'wizard' } });
  });

  it('AML compliance: the same structure with the six AML steps and anchors whose first entry is tracked too', () => {
    expect(amlCompliancePage.hero.action).toEqual({ kind: 'contact' });
    expect(stepTitles(amlCompliancePage)).toEqual([
      'Risk assessment',
      'Tailored AML program',
      'Customer due diligence',
      'Enhanced due diligence',
      'Transaction monitoring',
      'Ongoing training and support',
    ]);
    expect(anchorIdsOf(amlCompliancePage)).toEqual(['what-is-aml-compliance', 'closer-look', 'conclusion']);
    expect(tocEntriesOf(amlCompliancePage).map((entry) => entry.id)).toEqual(anchorIdsOf(amlCompliancePage));
    expect(amlCompliancePage.closing.title).toBe('Retrieve your money from a scam!');
  });
});
