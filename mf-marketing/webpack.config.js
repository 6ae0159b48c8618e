const { createWebpackConfig } = require('@frc/build-config');
const { withRoutes } = require('@frc/build-config/routes');

module.exports = withRoutes(
  createWebpackConfig({
    dir: __dirname,
    name: 'marketing',
    prerendered: true,
    title: 'Marketing remote (stand-alone harness)',
    exposes: {
      './App': './src/App.tsx',
      // The home page as its own module, so the shell can fetch it with App when `/` opens: built into
      // the same chunk as the router's lazy import of it (src/routes.ts), so it downloads once.
      './HomePage': { import: './src/pages/home/HomePage.tsx', name: 'home-page' },
      // Islands of its pre-rendered pages (docs/rendering.md): each hydrated on its own, when needed.
      './NewsletterSignup': './src/features/newsletter/components/NewsletterSignup.tsx',
      './NewsletterLinkAction': './src/features/newsletter/components/NewsletterLinkAction.tsx',
      './BlacklistSearch': './src/features/blacklist/components/BlacklistSearch.tsx',
      './BlogArticleBrowser': './src/features/blog/components/BlogArticleBrowser.tsx',
      './NewsBrowser': './src/pages/news/NewsBrowser.tsx',
      './TableOfContents': './src/shared/components/TableOfContents.tsx',
      './ImageWithFallback': './src/features/content-service/components/ImageWithFallback.tsx',
      './AffiliateApplicationForm': './src/features/affiliate/components/AffiliateApplicationForm.tsx',
      './WhistleblowingForm': './src/features/whistleblowing/components/WhistleblowingForm.tsx',
      './ShareRow': './src/features/blog/components/ShareRow.tsx',
      './LogoCarousel': './src/shared/components/LogoCarousel.tsx',
      './ArticleFaqSection': './src/features/article-page/components/ArticleFaqSection.tsx',
      // The back office's preview of a draft (mf-admin's /admin/content/:kind/:id/preview): the public templates.
      './ContentPreview': './src/features/content-preview/ContentPreview.tsx',
    },
  }),
  'marketing',
  './src/routes.ts',
);
