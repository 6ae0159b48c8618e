/** The legal statements shown above the footer on every public page. Registration numbers are given on request. */
export const REGULATORY_STATEMENTS: readonly string[] = [
  'United States: ClearTrace Recovery LLC is a company incorporated in the United States and regulated by a state banking regulator.',
  'United Kingdom: our consulting work falls within a legal exclusion from the regulated activities of the Financial Services and Markets Act 2000; we are not authorised by the Financial Conduct Authority.',
  'Australia: we are registered as an authorised credit representative and are a member of an external dispute resolution scheme for complaints.',
];
