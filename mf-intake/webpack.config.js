const { createWebpackConfig } = require('@frc/build-config');
const { withRoutes } = require('@frc/build-config/routes');

module.exports = withRoutes(
  createWebpackConfig({
    dir: __dirname,
    name: 'intake',
    prerendered: true,
    title: 'Intake remote (stand-alone harness)',
    exposes: {
      './App': './src/App.tsx',
      './LeadForm': './src/features/lead-form/components/LeadForm.tsx',
      './ConsultationLauncher': './src/features/wizard/components/ConsultationLauncher.tsx',
      './PricingCards': './src/features/pricing/components/PricingCards.tsx',
      './ScamTypeSelect': './src/shared/components/ScamTypeSelect.tsx',
      // Islands of its pre-rendered pages (docs/rendering.md), each hydrated on its own.
      './ContactForm': './src/features/contact-form/components/ContactForm.tsx',
      './ThankYouView': './src/pages/ThankYouPage.tsx',
      './ConfirmRequestView': './src/pages/ConfirmRequestPage.tsx',
      './ManageBookingView': './src/pages/ManageBookingPage.tsx',
      './VerifyLetterForm': './src/features/verify-letter/components/VerifyLetterForm.tsx',
    },
  }),
  'intake',
  './src/routes.ts',
);
