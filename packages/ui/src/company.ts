const ADDRESS = { locality: 'Washington', region: 'DC', postalCode: '20006' } as const;

/** How people reach the consultancy: one place for the footer, the support page and the policies. */
export const COMPANY = {
  name: 'ClearTrace Recovery',
  legalName: 'ClearTrace Recovery LLC',
  supportPhone: '+1 (202) 555-0147',
  supportPhoneHref: 'tel:+12025550147',
  supportEmail: 'support@cleartrace-recovery.example',
  address: {
    street: '1717 K Street NW, Suite 900',
    ...ADDRESS,
    city: `${ADDRESS.locality}, ${ADDRESS.region} ${ADDRESS.postalCode}`,
    country: 'United States',
  },
} as const;
