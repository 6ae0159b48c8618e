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

export interface OfficeHours {
  days: string;
  hours: string;
}

/** Office hours, Greenwich Mean Time. */
export const OFFICE_HOURS: readonly OfficeHours[] = [
  { days: 'Monday and Wednesday', hours: '08:00-17:00' },
  { days: 'Tuesday and Thursday', hours: '10:00-18:00' },
  { days: 'Friday', hours: '08:00-12:00' },
  { days: 'Saturday and Sunday', hours: 'Closed' },
];
