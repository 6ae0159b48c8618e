import { anchorIdsOf, articlePageDataOf, tocEntriesOf, type ArticlePageData } from '../../features/article-page/articlePage';
import { seededItem } from '../../testing/publishedContent';

// The pages as published: the seeded content.
const adrGuidanceContent = articlePageDataOf(seededItem('page', '/adr-guidance'));
const amlComplianceContent = articlePageDataOf(seededItem('page', '/aml-compliance'));
const cryptoAssetTracingContent = articlePageDataOf(seededItem('page', '/crypto-asset-tracing'));
const cyberInvestigationsContent = articlePageDataOf(seededItem('page', '/cyber-investigations'));
const digitalCurrencyContent = articlePageDataOf(seededItem('page', '/digital-currency'));
const kycServicesContent = articlePageDataOf(seededItem('page', '/kyc-services'));
const regulatoryComplianceContent = articlePageDataOf(seededItem('page', '/regulatory-compliance-and-other-services'));
const scamRestitutionConsultingContent = articlePageDataOf(seededItem('page', '/scam-restitution-consulting'));

const stepTitles = (page: ArticlePageData) => page.steps?.items.map((step) => step.title) ?? [];
const tocLabels = (page: ArticlePageData) => tocEntriesOf(page).map((entry) => entry.label);

describe('service pages', () => {
  it('cyber investigations: the spec\'s five anchors, all in the table of contents', () => {
    const anchors = ['overview', 'what-is-cyber-fraud', 'how-we-help-people', 'how-it-works', 'conclusion'];
    expect(anchorIdsOf(cyberInvestigationsContent)).toEqual(anchors);
    expect(tocEntriesOf(cyberInvestigationsContent).map((entry) => entry.id)).toEqual(anchors);
    const howItWorks = cyberInvestigationsContent.article.sections.find((section) => section.id === 'how-it-works');
    const steps = howItWorks?.blocks.find((block) => block.kind === 'list');
    expect(steps?.kind === 'list' ? steps.items : []).toHaveLength(6);
  });

  it('crypto asset tracing: four steps, entries A Closer Look at Our Process and Conclusion, closing wizard', () => {
    expect(cryptoAssetTracingContent.steps?.items).toHaveLength(4);
    expect(tocLabels(cryptoAssetTracingContent)).toEqual(['A Closer Look at Our Process', 'Conclusion']);
    expect(anchorIdsOf(cryptoAssetTracingContent)).toEqual(['closer-look', 'conclusion']);
    expect(cryptoAssetTracingContent.closing.action).toEqual({ kind: 'wizard' });
  });

  it('digital currency: a service page of its own with a table of contents', () => {
    expect(anchorIdsOf(digitalCurrencyContent)).toEqual(['overview', 'what-we-trace', 'recovery-routes', 'what-you-receive', 'conclusion']);
    expect(tocEntriesOf(digitalCurrencyContent)).toHaveLength(5);
  });

  it('KYC services: six steps, entries What are KYC Services, A Closer Look, Conclusion, closing wizard', () => {
    expect(kycServicesContent.steps?.items).toHaveLength(6);
    expect(tocLabels(kycServicesContent)).toEqual(['What are KYC Services', 'A Closer Look', 'Conclusion']);
    expect(anchorIdsOf(kycServicesContent)).toEqual(['what-are-kyc-services', 'closer-look', 'conclusion']);
    expect(kycServicesContent.closing.action).toEqual({ kind: 'wizard' });
  });

  it('scam restitution consulting: four steps and five table-of-contents entries', () => {
    expect(scamRestitutionConsultingContent.steps?.items).toHaveLength(4);
    expect(tocEntriesOf(scamRestitutionConsultingContent)).toHaveLength(5);
  });

  it('ADR guidance: four steps and three entries', () => {
    expect(adrGuidanceContent.steps?.items).toHaveLength(4);
    expect(tocEntriesOf(adrGuidanceContent).map((entry) => entry.id)).toEqual(['what-is-adr', 'closer-look', 'conclusion']);
  });

  it('regulatory compliance: contact hero, the six cards, three sections, five other services, lost-crypto sidebar, retrieve-your-money banner', () => {
    expect(regulatoryComplianceContent.hero.action).toEqual({ kind: 'contact' });
    expect(stepTitles(regulatoryComplianceContent)).toEqual([
      'Assessment',
      'Tailored strategy',
      'Implementation and training',
      'Ongoing monitoring and reporting',
      'Regulatory liaison',
      'Beyond compliance',
    ]);
    expect(anchorIdsOf(regulatoryComplianceContent)).toEqual(['what-are-regulatory-compliance', 'closer-look', 'conclusion']);
    const otherServices = regulatoryComplianceContent.article.sections.flatMap((section) => section.subsections ?? []).find((part) => part.title === 'Other services');
    const list = otherServices?.blocks.find((block) => block.kind === 'list');
    expect((list?.kind === 'list' ? list.items : []).map((item) => (typeof item === 'string' ? item : item.title))).toEqual([
      'Smart contract drafting and review:',
      'Dispute resolution:',
      'Intellectual property:',
      'Fundraising and investment:',
      'Data protection and privacy:',
    ]);
    expect(regulatoryComplianceContent.sidePanel.title).toMatch(/lost crypto/i);
    expect(regulatoryComplianceContent.closing).toMatchObject({ title: 'Retrieve your money from a scam!', action: { kind: 'wizard' } });
  });

  it('AML compliance: the same structure with the six AML steps and anchors whose first entry is tracked too', () => {
    expect(amlComplianceContent.hero.action).toEqual({ kind: 'contact' });
    expect(stepTitles(amlComplianceContent)).toEqual([
      'Risk assessment',
      'Tailored AML program',
      'Customer due diligence',
      'Enhanced due diligence',
      'Transaction monitoring',
      'Ongoing training and support',
    ]);
    expect(anchorIdsOf(amlComplianceContent)).toEqual(['what-is-aml-compliance', 'closer-look', 'conclusion']);
    expect(tocEntriesOf(amlComplianceContent).map((entry) => entry.id)).toEqual(anchorIdsOf(amlComplianceContent));
    expect(amlComplianceContent.closing.title).toBe('Retrieve your money from a scam!');
  });
});
